import { catalogueApi } from '@prakar/shared/api/catalogue';
import { seededProduct } from '@prakar/shared/catalogue-seed';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smartTdsCopy } from '#app/content/copy/products.ts';
import { answer, setupApiServer } from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { bodyRows } from '#tests/component/table-rows.ts';
import { PlanList } from './plan-list';

const seeded = seededProduct('SMART_TDS');
const server = setupApiServer(answer(catalogueApi.getProduct, seeded));

// happy-dom's IntersectionObserver never reports; without one the plans are fetched at once, as a
// browser fetches them once they come near the screen.
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => vi.unstubAllGlobals());

function comparison() {
  return screen.getByRole('table', { name: 'What each Smart TDS plan includes' });
}

describe('the plan comparison', () => {
  it('has a column for each plan and a row for each thing a plan includes', async () => {
    renderScreen(
      '/tds',
      <PlanList code="SMART_TDS" name="Smart TDS" everyPlan={smartTdsCopy.everyPlan} />,
    );
    const table = comparison();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Single TAN', 'Up to 5 TANs', 'Up to 25 TANs']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Price', 'Covers', 'What it includes', 'E-mail delivery', 'Support', 'Users']);
    expect(bodyRows()[0]).toEqual([
      'Price',
      '₹9,999 a year + GST',
      '₹34,999 a year + GST',
      '₹1,24,999 a year + GST',
    ]);
    expect(bodyRows()[1]).toEqual(['Covers', '1 TAN', 'Up to 5 TANs', 'Up to 25 TANs']);
    expect(bodyRows()[5]?.slice(1)).toEqual(
      Array(3).fill('Every colleague you invite, each with their own role'),
    );
  });

  it('shows the catalogue’s current plans: a changed limit, name or price changes its cells', async () => {
    const [single, five, twentyFive] = seeded.plans;
    if (!single || !five || !twentyFive) throw new Error('The seed has three Smart TDS plans.');
    server.use(
      answer(catalogueApi.getProduct, {
        ...seeded,
        plans: [
          single,
          { ...five, name: 'Up to 10 TANs', limitValue: 10, pricePaise: 4_999_900 },
          twentyFive,
        ],
      }),
    );
    renderScreen(
      '/tds',
      <PlanList code="SMART_TDS" name="Smart TDS" everyPlan={smartTdsCopy.everyPlan} />,
    );
    await within(comparison()).findByRole('columnheader', { name: 'Up to 10 TANs' });
    expect(bodyRows()[0]?.[2]).toBe('₹49,999 a year + GST');
    expect(bodyRows()[1]).toEqual(['Covers', '1 TAN', 'Up to 10 TANs', 'Up to 25 TANs']);
  });
});
