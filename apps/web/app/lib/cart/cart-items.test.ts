import type { Product } from '@prakar/shared/catalogue';
import { describe, expect, it } from 'vitest';
import {
  clampYears,
  planIndex,
  priceLocally,
  withoutPlan,
  withPlan,
  withPlanChanged,
  withYears,
} from './cart-items';

const plan = (code: string, pricePaise: number, isAvailable = true) => ({
  code,
  name: code.split('_').at(-1) ?? code,
  description: '',
  pricePaise,
  limitUnit: 'employees' as const,
  limitValue: 250,
  isAvailable,
});

const products: Product[] = [
  {
    code: 'EPOI',
    name: 'E-POI',
    summary: '',
    route: '/E-poi',
    plans: [plan('EPOI_STARTER', 2_400_000), plan('EPOI_GROWTH', 4_800_000)],
  },
  {
    code: 'EFORM16',
    name: 'E-Form16',
    summary: '',
    route: '/e-form16',
    plans: [plan('EFORM16_BASIC', 1_200_000, false)],
  },
];
const plans = planIndex(products);
const productOf = (code: string) => plans.get(code)?.product.code;

describe('cart changes', () => {
  it('adds a plan for a year, after the lines already there', () => {
    expect(
      withPlan([{ planCode: 'EFORM16_BASIC', quantity: 2 }], 'EPOI_STARTER', productOf),
    ).toEqual([
      { planCode: 'EFORM16_BASIC', quantity: 2 },
      { planCode: 'EPOI_STARTER', quantity: 1 },
    ]);
  });

  it('replaces another plan of the same product in its place: one line per product', () => {
    const items = [
      { planCode: 'EPOI_STARTER', quantity: 3 },
      { planCode: 'EFORM16_BASIC', quantity: 1 },
    ];
    expect(withPlan(items, 'EPOI_GROWTH', productOf)).toEqual([
      { planCode: 'EPOI_GROWTH', quantity: 1 },
      { planCode: 'EFORM16_BASIC', quantity: 1 },
    ]);
  });

  it('keeps the years of a plan added again', () => {
    const items = [{ planCode: 'EPOI_STARTER', quantity: 2 }];
    expect(withPlan(items, 'EPOI_STARTER', productOf)).toEqual(items);
  });

  it('keeps years between one and three', () => {
    expect([0, 1, 2, 3, 4, -2, 2.7, Number.NaN].map(clampYears)).toEqual([1, 1, 2, 3, 3, 1, 2, 1]);
    const items = [{ planCode: 'EPOI_STARTER', quantity: 1 }];
    expect(withYears(items, 'EPOI_STARTER', 5)).toEqual([
      { planCode: 'EPOI_STARTER', quantity: 3 },
    ]);
    expect(withYears(items, 'EPOI_STARTER', 0)).toEqual([
      { planCode: 'EPOI_STARTER', quantity: 1 },
    ]);
  });

  it('changes a plan for the same years, and removes one', () => {
    const items = [
      { planCode: 'EPOI_STARTER', quantity: 2 },
      { planCode: 'EFORM16_BASIC', quantity: 1 },
    ];
    expect(withPlanChanged(items, 'EPOI_STARTER', 'EPOI_GROWTH')[0]).toEqual({
      planCode: 'EPOI_GROWTH',
      quantity: 2,
    });
    expect(withoutPlan(items, 'EPOI_STARTER')).toEqual([
      { planCode: 'EFORM16_BASIC', quantity: 1 },
    ]);
  });
});

describe('pricing an anonymous cart from the catalogue', () => {
  it('prices each line for its years, one line per product, unknown plans set apart', () => {
    const cart = priceLocally(
      [
        { planCode: 'EPOI_STARTER', quantity: 1 },
        { planCode: 'GONE_PLAN', quantity: 1 },
        { planCode: 'EFORM16_BASIC', quantity: 1 },
        { planCode: 'EPOI_GROWTH', quantity: 2 },
      ],
      products,
    );
    expect(cart.lines.map((line) => [line.planCode, line.amountPaise, line.isAvailable])).toEqual([
      ['EFORM16_BASIC', 1_200_000, false],
      ['EPOI_GROWTH', 9_600_000, true],
    ]);
    expect(cart.lines[1]).toMatchObject({
      productCode: 'EPOI',
      productName: 'E-POI',
      planName: 'GROWTH',
      unitPricePaise: 4_800_000,
      quantity: 2,
    });
    expect(cart.subtotalPaise).toBe(10_800_000);
    expect(cart.unavailableItems).toEqual([{ planCode: 'GONE_PLAN', quantity: 1 }]);
  });
});
