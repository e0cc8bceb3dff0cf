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
      screen.getByText(/Orders already placed keep the names and prices they were placed at\./),
    ).toBeDefined();
    expect(document.body.textContent).toContain('show a change at once');
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
    // The name did not change, so only the price and availability are sent.
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

  it('renames a plan before saving its price, and stops at a name another plan has', async () => {
    signInWith(['manage:all:platform']);
    const taken = 'This product already has a plan with that name.';
    const bodies: unknown[] = [];
    let refuseName = true;
    api.use(
      onEndpoint(catalogueApi.renamePlan, async ({ request }) => {
        bodies.push(await request.json());
        if (refuseName) {
          return HttpResponse.json(
            { error: { code: 'CONFLICT', message: taken, fields: { name: taken } } },
            { status: 409 },
          );
        }
        return HttpResponse.json({ ...standard, name: 'Team' });
      }),
      onEndpoint(catalogueApi.updatePlan, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...standard, name: 'Team' });
      }),
    );
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Edit E-POI Standard' }));
    const dialog = screen.getByRole('dialog', { name: 'E-POI Standard' });
    const name = within(dialog).getByLabelText<HTMLInputElement>(/Plan name/);
    expect(name.value).toBe('Standard');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect((await within(dialog).findByText(/at least 2 characters/)).id).toBe('plan-name-error');
    expect(requests).toHaveLength(1);

    await user.type(name, 'Enterprise');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect((await within(dialog).findByText(taken)).id).toBe('plan-name-error');
    expect(requests.at(-1)).toBe('PATCH /api/BackOffice/Plans/EPOI_STANDARD');
    expect(document.activeElement).toBe(name);

    refuseName = false;
    await user.clear(name);
    await user.type(name, 'Team');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      { name: 'Enterprise' },
      { name: 'Team' },
      { price: '24,000', isAvailable: true },
    ]);
    const changes = requests.filter((request) => !request.startsWith('GET '));
    expect(changes.slice(-2)).toEqual([
      'PATCH /api/BackOffice/Plans/EPOI_STANDARD',
      'PUT /api/Masters/Plans/EPOI_STANDARD',
    ]);
    // The catalogue every screen shares is read again once the plan is saved.
    expect(requests.at(-1)).toBe('GET /api/Masters/Products');
  });

  it('adds a plan to a product from its own dialog, checking each field here first', async () => {
    signInWith(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const added: Plan = {
      ...standard,
      code: 'EPOI_TEAMS',
      name: 'Teams',
      description: 'For up to 50 employees.',
      pricePaise: 1_200_000,
      limitValue: 50,
    };
    let sent: unknown;
    api.use(
      onEndpoint(catalogueApi.addPlan, async ({ request }) => {
        sent = await request.json();
        api.use(
          answer(catalogueApi.listProducts, {
            products: [{ ...epoi, plans: [standard, enterprise, added] }],
          }),
        );
        return HttpResponse.json(added, { status: 201 });
      }),
    );
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Add a plan to E-POI' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a plan to E-POI' });
    const limit = within(dialog).getByLabelText<HTMLInputElement>('Most employees covered');
    expect(limit.getAttribute('inputmode')).toBe('numeric');
    await user.type(limit, 'fifty');
    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    expect(await within(dialog).findByText(/at least 2 characters/)).toBeDefined();
    expect(within(dialog).getByText('Say in a sentence what the plan includes.')).toBeDefined();
    expect(within(dialog).getByText(/Type a whole number/).id).toBe('new-plan-limit-error');
    expect(requests).toEqual(['GET /api/Masters/Products']);

    await user.type(within(dialog).getByLabelText(/Plan name/), 'Teams');
    await user.type(within(dialog).getByLabelText(/What it includes/), 'For up to 50 employees.');
    await user.type(within(dialog).getByLabelText(/Yearly price before GST/), '12,000');
    await user.clear(limit);
    await user.type(limit, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }));

    await vi.waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(sent).toEqual({
      name: 'Teams',
      description: 'For up to 50 employees.',
      price: '12,000',
      limit: '50',
      isAvailable: true,
    });
    expect(bodyRows()[2]).toEqual([
      'TeamsEPOI_TEAMS',
      'Up to 50 employees',
      '₹12,000',
      'Yes',
      'Edit E-POI Teams',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(success).toHaveBeenCalledWith('E-POI Teams added: ₹12,000 a year, available to buy.');
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
