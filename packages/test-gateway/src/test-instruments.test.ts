import { describe, expect, it } from 'vitest';
import {
  checkCard,
  checkUpi,
  checkWallet,
  MESSAGES,
  passesLuhn,
  TEST_CARDS,
} from './test-instruments.ts';

const card = { number: '4111111111111111', expiry: '06/30', cvv: '123', name: 'Asha Rao' };

describe('test instruments', () => {
  it('has test cards that pass the Luhn checksum, unlike a one-digit slip', () => {
    for (const testCard of TEST_CARDS) expect(passesLuhn(testCard.number)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });

  it('accepts a card up to the end of its expiry month', () => {
    const june2030 = new Date(2030, 5, 30, 23, 0);
    expect(checkCard(card, june2030)).toHaveProperty('attempt');
    const july2030 = new Date(2030, 6, 1, 0, 1);
    expect(checkCard(card, july2030)).toEqual({ errors: { card_expiry: MESSAGES.expiryPast } });
    expect(checkCard({ ...card, expiry: '13/30' }, june2030)).toEqual({
      errors: { card_expiry: MESSAGES.expiryFormat },
    });
  });

  it('reports every field at fault at once', () => {
    const checked = checkCard({ number: '', expiry: '', cvv: 'abc', name: ' ' });
    expect(checked).toEqual({
      errors: {
        card_number: MESSAGES.cardNumberMissing,
        card_expiry: MESSAGES.expiryFormat,
        card_cvv: MESSAGES.cvvInvalid,
        card_name: MESSAGES.nameMissing,
      },
    });
  });

  it('declines the decline card and records only its last four digits', () => {
    expect(checkCard({ ...card, number: '4000 0000 0000 0002' }, new Date(2025, 0, 1))).toEqual({
      attempt: { method: 'card', outcome: 'failure', card: { last4: '0002', network: 'Visa' } },
    });
  });

  it('knows its wallets and UPI ids, in any letter case', () => {
    expect(checkWallet({ wallet: 'mobikwik', outcome: 'failure' })).toEqual({
      attempt: { method: 'wallet', outcome: 'failure', wallet: 'mobikwik' },
    });
    expect(checkWallet({ wallet: '', outcome: 'success' })).toEqual({
      errors: { wallet: MESSAGES.walletMissing },
    });
    expect(checkUpi({ vpa: ' Success@Razorpay ' })).toEqual({
      attempt: { method: 'upi', outcome: 'success', vpa: 'success@razorpay' },
    });
    expect(checkUpi({ vpa: '' })).toEqual({ errors: { vpa: MESSAGES.upiTestOnly } });
  });
});
