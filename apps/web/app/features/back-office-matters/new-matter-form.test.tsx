import { backOfficeOrganisationsApi } from '@prakar/shared/api/back-office-organisations';
import { leadsApi } from '@prakar/shared/api/leads';
import { mattersApi } from '@prakar/shared/api/matters';
import type { OrganisationSummary } from '@prakar/shared/back-office-organisations';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { matterDetail, priya } from '#tests/component/matter-data.ts';
import { paging } from '#tests/component/paging-data.ts';
import { renderRoutes } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import { NewMatterForm } from './new-matter-form';

const kulkarni: OrganisationSummary = {
  id: '1b3c5d7e-0000-4000-8000-000000000001',
  name: 'Kulkarni Textiles',
  gstin: '27AAPFU0939F1ZV',
  city: 'Pune',
  stateCode: '27',
  createdAt: '2025-04-01T00:00:00.000Z',
  userCount: 3,
};

const api = setupApiServer(
  answer(leadsApi.assignees, { assignees: [priya] }),
  onEndpoint(backOfficeOrganisationsApi.list, ({ request }) => {
    const search = new URL(request.url).searchParams.get('search') ?? '';
    const found = 'kulkarni textiles'.includes(search.toLowerCase()) ? [kulkarni] : [];
    return HttpResponse.json({ organisations: found, ...paging(found.length) });
  }),
);
const requests = recordRequests(api);

const open = () =>
  renderRoutes(
    [
      { path: '/back-office/matters/new', element: <NewMatterForm /> },
      { path: '/back-office/matters/:id', element: <p>The matter’s page</p> },
    ],
    ['/back-office/matters/new'],
  );

const submit = () => screen.getByRole('button', { name: 'Open the matter' });

/** Finds Kulkarni Textiles by part of its name and chooses it. */
async function chooseKulkarni(user: ReturnType<typeof open>['user']) {
  await user.type(screen.getByRole('searchbox', { name: 'Find the organisation' }), 'kulk');
  await vi.waitFor(() =>
    expect(requests).toContain('GET /api/BackOffice/Organisations?search=kulk&pageSize=10'),
  );
  await user.click(await screen.findByRole('button', { name: 'Choose Kulkarni Textiles' }));
}

/** Everything a 143(2) notice needs, bar the organisation. */
async function fillNotice(user: ReturnType<typeof open>['user']) {
  await user.selectOptions(
    screen.getByRole('combobox', { name: /^Kind/ }),
    'Scrutiny notice under section 143(2)',
  );
  await user.type(screen.getByRole('textbox', { name: /^PAN, TAN or GSTIN/ }), 'AAPFU0939F');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Act/ }), 'Income-tax Act, 1961');
  await user.type(screen.getByRole('textbox', { name: /^Year/ }), '2025-26');
  await user.type(screen.getByLabelText(/^Served on/), '2026-11-18');
}

describe('opening a matter', () => {
  it('says what is missing next to each field, from the shared schema, before sending', async () => {
    signInWith(['manage:all:platform']);
    const { user } = open();
    await screen.findByRole('button', { name: 'Choose Kulkarni Textiles' });
    await user.type(screen.getByRole('textbox', { name: /^Year/ }), '2025-27');
    await user.click(submit());
    expect(await screen.findByText('Choose the organisation.')).toBeDefined();
    expect(screen.getByText('Choose the kind of matter.')).toBeDefined();
    expect(screen.getByText('Choose the Income-tax Act.')).toBeDefined();
    expect(screen.getByText('Enter two years in a row, such as 2024-25.')).toBeDefined();
    expect(document.activeElement).toBe(
      screen.getByRole('searchbox', { name: 'Find the organisation' }),
    );
    expect(requests.filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it('opens the matter for the organisation found by name, then shows its page', async () => {
    signInWith(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const sent: unknown[] = [];
    api.use(
      onEndpoint(mattersApi.create, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(matterDetail(), { status: 201 });
      }),
    );
    const { user, location } = open();
    await chooseKulkarni(user);
    expect(screen.getByText('Kulkarni Textiles')).toBeDefined();
    await fillNotice(user);
    await user.type(
      screen.getByRole('textbox', { name: /^DIN/ }),
      'itba/ast/s/143/2026-27/1012345678',
    );
    await screen.findByRole('option', { name: 'Priya Shah' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Priya Shah');
    await user.click(submit());
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          organisationId: kulkarni.id,
          kind: 'scrutiny_143_2',
          subjectType: 'pan',
          subject: 'AAPFU0939F',
          act: '1961',
          year: '2025-26',
          din: 'ITBA/AST/S/143/2026-27/1012345678',
          servedOn: '2026-11-18',
          description: '',
          assigneeId: 9,
        },
      ]),
    );
    await vi.waitFor(() =>
      expect(location().pathname).toBe(`/back-office/matters/${matterDetail().id}`),
    );
    expect(success).toHaveBeenCalledWith('Opened MAT-2026-0001 for Kulkarni Textiles.');
  });

  it('shows the server’s objections next to their fields', async () => {
    signInWith(['manage:all:platform']);
    api.use(
      onEndpoint(mattersApi.create, () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION',
              message: 'Check the highlighted fields.',
              fields: { year: 'No deadline rule of the 1961 Act covers assessment year 2025-26.' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = open();
    await chooseKulkarni(user);
    await fillNotice(user);
    await user.click(submit());
    expect(
      await screen.findByText('No deadline rule of the 1961 Act covers assessment year 2025-26.'),
    ).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Year/ }));
  });
});
