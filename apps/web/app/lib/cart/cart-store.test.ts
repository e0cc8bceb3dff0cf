import { STORAGE_KEYS } from '@prakar/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parseStoredCart,
  readStoredCart,
  subscribeStoredCart,
  writeStoredCart,
} from './cart-store';

afterEach(() => localStorage.clear());

const stored = (value: unknown) => JSON.stringify(value);

describe('the stored cart', () => {
  it('is empty without a value, with unreadable JSON or with another shape', () => {
    for (const raw of [
      null,
      '',
      '{not json',
      'null',
      '42',
      '[{"plan":"EPOI-250"}]',
      stored({ items: 'EPOI_STARTER' }),
    ]) {
      expect(parseStoredCart(raw)).toEqual([]);
    }
  });

  it('keeps the valid lines and drops broken ones, and anything but plan and years', () => {
    const raw = stored({
      items: [
        { planCode: 'EPOI_STARTER', quantity: 2, pricePaise: 1 },
        { planCode: 'SMART_TDS_BASIC', quantity: 4 },
        { planCode: 'bad code!', quantity: 1 },
        { planCode: 'EFORM16_PRO', quantity: 1.5 },
        { quantity: 1 },
        'EFORM16_PRO',
        { planCode: 'EFORM16_PRO', quantity: 3 },
      ],
    });
    expect(parseStoredCart(raw)).toEqual([
      { planCode: 'EPOI_STARTER', quantity: 2 },
      { planCode: 'EFORM16_PRO', quantity: 3 },
    ]);
  });

  it('holds at most ten lines, however many were stored', () => {
    const items = Array.from({ length: 14 }, (_, index) => ({
      planCode: `P${index}`,
      quantity: 1,
    }));
    expect(parseStoredCart(stored({ items }))).toHaveLength(10);
  });

  it('writes plan codes and years only, reads them back as the same array until they change', () => {
    writeStoredCart([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userCart) ?? '')).toEqual({
      items: [{ planCode: 'EPOI_STARTER', quantity: 1 }],
    });
    const first = readStoredCart();
    expect(readStoredCart()).toBe(first);
    writeStoredCart([{ planCode: 'EPOI_STARTER', quantity: 2 }]);
    expect(readStoredCart()).not.toBe(first);
    expect(readStoredCart()).toEqual([{ planCode: 'EPOI_STARTER', quantity: 2 }]);
  });

  it('leaves no key behind when the cart is emptied', () => {
    writeStoredCart([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    writeStoredCart([]);
    expect(localStorage.getItem(STORAGE_KEYS.userCart)).toBeNull();
    expect(readStoredCart()).toEqual([]);
  });

  it('tells subscribers about changes here and in other tabs, not about other keys', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStoredCart(listener);
    writeStoredCart([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userCart }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.lastAction }));
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userCart }));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
