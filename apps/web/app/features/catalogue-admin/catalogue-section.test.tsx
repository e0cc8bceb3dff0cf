import { catalogueApi } from '@prakar/shared/api/catalogue';
import type { Plan, Product, ProductList } from '@prakar/shared/catalogue';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import CataloguePage from '#app/routes/portal/catalogue.tsx';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import { bodyRows } from '#tests/component/table-rows.ts';

const standard: Plan = {
  code: 'EPOI_STANDARD',
  name: 'Standard',
  description: 'For growing teams',
  pricePaise: 2_400_000,
  limitUnit: 'employees',
  limitValue: 250,
  isAvailable: true,
};
const enterprise: Plan = {
  ...standard,
  code: 'EPOI_ENTERPRISE',
  name: 'Enterprise',
  pricePaise: 9_999_950,
  limitValue: null,
};
const epoi: Product = {
  code: 'EPOI',
  name: 'E-POI',
  summary: 'Proof of investment',
  route: '/E-poi',
  plans: [standard, enterprise],
};
const catalogue: ProductList = { products: [epoi] };

const api = setupApiServer(answer(catalogueApi.listProducts, catalogue));
const requests = recordRequests(api);

const open = () => renderScreen('/catalogue', <CataloguePage />);

describe('the catalogue page', () => {
  it('refuses anyone but platform administrators, without asking the server', async () => {
    signInWith(['manage:users:org', 'purchase:org']);
    open();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Catalogue');
    expect(screen.getByText('You do not have access to this page.')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('lists each product’s plans with limit, yearly price and availability', async () => {
    signInWith(['manage:all:platform']);
    open();

    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('E-POI');
    expect(requests).toEqual(['GET /api/Masters/Products']);
    expect(bodyRows()).toEqual([
      ['StandardEPOI_STANDARD', 'Up to 250 employees', '₹24,000', 'Yes', 'Edit E-POI Standard'],
      [
        'EnterpriseEPOI_ENTERPRISE',
        'Unlimited employees',
        '₹99,999.50',
        'Yes',
        'Edit E-POI Enterprise',
      ],
    ]);
    expect(
      screen.getByText(/Orders already placed keep the prices they were placed at\./),
    ).toBeDefined();
    expect(document.body.textContent).toContain('within a minute');
  });

  it('saves a plan’s price and availability, then shows the saved row', async () => {
    signInWith(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const saved = { ...standard, pricePaise: 3_000_000, isAvailable: false };
    let sent: unknown;
    api.use(
      onEndpoint(catalogueApi.updatePlan, async ({ request }) => {
        sent = await request.json();
        api.use(
          answer(catalogueApi.listProducts, {
            products: [{ ...epoi, plans: [saved, enterprise] }],
          }),
        );
        return HttpResponse.json(saved);
      }),
    );
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Edit E-POI Standard' }));
    const dialog = screen.getByRole('dialog', { name: 'E-POI Standard' });
    const price = within(dialog).getByLabelText<HTMLInputElement>(/Yearly price before GST/);
    expect(price.value).toBe('24,000');
    expect(price.getAttribute('inputmode')).toBe('decimal');
    const available = within(dialog).getByRole<HTMLInputElement>('checkbox', {
      name: 'Available to buy',
    });
    expect(available.checked).toBe(true);

    await user.clear(price);
    await user.type(price, '30000');
    await user.click(available);
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));

    await vi.waitFor(() => expect(bodyRows()[0]?.[2]).toBe('₹30,000'));
    expect(sent).toEqual({ price: '30000', isAvailable: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyRows()[0]).toEqual([
      'StandardEPOI_STANDARD',
      'Up to 250 employees',
      '₹30,000',
      'No',
      'Edit E-POI Standard',
    ]);
    expect(success).toHaveBeenCalledWith('E-POI Standard: ₹30,000 a year, not available to buy.');
    // The change refreshes the catalogue every screen shares.
    expect(requests).toEqual([
      'GET /api/Masters/Products',
      'PUT /api/Masters/Plans/EPOI_STANDARD',
      'GET /api/Masters/Products',
    ]);
  });

  it('checks the price here, and shows the server’s objection next to it', async () => {
    signInWith(['manage:all:platform']);
    const message = 'A plan can cost at most ₹1 crore a year.';
    api.use(
      onEndpoint(catalogueApi.updatePlan, () =>
        HttpResponse.json(
          { error: { code: 'VALIDATION', message, fields: { price: message } } },
          { status: 400 },
        ),
      ),
    );
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Edit E-POI Enterprise' }));
    const price = screen.getByLabelText<HTMLInputElement>(/Yearly price before GST/);
    await user.clear(price);
    await user.type(price, 'twenty');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect((await screen.findByText(/Enter an amount in rupees/)).textContent).toBe(
      'Enter an amount in rupees, such as 25000 or 25000.50.',
    );
    expect(requests).toHaveLength(1);

    await user.clear(price);
    await user.type(price, '99,99,999');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect((await screen.findByText(message)).id).toBe('plan-price-error');
    expect(requests.at(-1)).toBe('PUT /api/Masters/Plans/EPOI_ENTERPRISE');
    expect(document.activeElement).toBe(price);
    expect(bodyRows()[1]?.[2]).toBe('₹99,999.50');
  });

  it('offers to try again when the catalogue cannot be loaded', async () => {
    signInWith(['manage:all:platform']);
    api.use(refuse(catalogueApi.listProducts, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    const { user } = open();

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'We could not load the catalogue.',
    );
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(2));
  });
});
