import { cartApi } from '@prakar/shared/api/cart';
import type { Cart, CartLine } from '@prakar/shared/cart';
import type { Plan, ProductList } from '@prakar/shared/catalogue';
import { answer } from './api-server';

/** A small catalogue and carts for the commerce screens' component tests. */

const plan = (
  code: string,
  name: string,
  rupees: number,
  limitValue: number | null,
  limitUnit: Plan['limitUnit'],
  isAvailable = true,
): Plan => ({
  code,
  name,
  description: `${name} plan`,
  pricePaise: rupees * 100,
  limitUnit,
  limitValue,
  isAvailable,
});

export const catalogue: ProductList = {
  products: [
    {
      code: 'EPOI',
      name: 'E-POI',
      summary: 'Proof of investment',
      route: '/E-poi',
      plans: [
        plan('EPOI_STARTER', 'Starter', 24_000, 250, 'employees'),
        plan('EPOI_GROWTH', 'Growth', 48_000, 1_000, 'employees'),
        plan('EPOI_LEGACY', 'Legacy', 12_000, 100, 'employees', false),
      ],
    },
    {
      code: 'SMART_TDS',
      name: 'Smart TDS',
      summary: 'TDS returns',
      route: '/tds',
      plans: [plan('SMART_TDS_SINGLE', 'Single', 10_000, 1, 'tans')],
    },
    {
      code: 'EFORM16',
      name: 'E-Form16',
      summary: 'Form 16',
      route: '/e-form16',
      plans: [plan('EFORM16_UNLIMITED', 'Unlimited', 60_000, null, 'certificates')],
    },
  ],
};

/** A line as the server prices it, from the catalogue above. */
export function cartLine(planCode: string, quantity = 1): CartLine {
  for (const product of catalogue.products) {
    const found = product.plans.find((item) => item.code === planCode);
    if (found) {
      return {
        planCode,
        productCode: product.code,
        productName: product.name,
        planName: found.name,
        limitUnit: found.limitUnit,
        limitValue: found.limitValue,
        quantity,
        unitPricePaise: found.pricePaise,
        amountPaise: found.pricePaise * quantity,
        isAvailable: found.isAvailable,
      };
    }
  }
  throw new Error(`No plan ${planCode}`);
}

export function savedCart(lines: CartLine[], userId = 7): Cart {
  return {
    userId,
    lines,
    subtotalPaise: lines.reduce((sum, line) => sum + line.amountPaise, 0),
    unavailableItems: [],
    updatedAt: '2026-11-23T08:35:09.000Z',
  };
}

/** A cart of the body a save sent: the server's answer to `POST UserCart/save`. */
export function cartOfBody(body: unknown): Cart {
  const { items } = body as { items: { planCode: string; quantity: number }[] };
  return savedCart(items.map((item) => cartLine(item.planCode, item.quantity)));
}

/** The saved cart every sign-in reads, answered empty: for screens that sign someone in. */
export const EMPTY_SAVED_CART = answer(cartApi.get, savedCart([]));
