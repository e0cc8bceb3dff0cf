import { afterEach, describe, expect, it } from 'vitest';
import { RETURNING_ATTRIBUTE, RETURNING_SCRIPT, STARTING_KEYS } from './starting-state';

const root = document.documentElement;

/** What the head script does before the first paint. */
function runHeadScript() {
  new Function(RETURNING_SCRIPT)();
  return root.hasAttribute(RETURNING_ATTRIBUTE);
}

afterEach(() => {
  root.removeAttribute(RETURNING_ATTRIBUTE);
  window.history.replaceState(null, '', '/home');
  localStorage.clear();
});

describe('the returning-visitor head script', () => {
  it('leaves a newcomer unmarked', () => {
    window.history.replaceState(null, '', '/add-cart');
    expect(runHeadScript()).toBe(false);
  });

  it.each(STARTING_KEYS)('marks a visitor with %s stored', (key) => {
    localStorage.setItem(key, 'anything');
    expect(runHeadScript()).toBe(true);
  });

  it('marks an address with a query', () => {
    window.history.replaceState(null, '', '/payment-request?ref=abc');
    expect(runHeadScript()).toBe(true);
  });
});
