import { SIGNED_IN_HINT_COOKIE } from '@prakar/shared/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { RETURNING_ATTRIBUTE, RETURNING_SCRIPT, STARTING_KEYS } from './starting-state';

const root = document.documentElement;

/** What a Set-Cookie from the server leaves in the browser (happy-dom has no Cookie Store API). */
function storeCookie(line: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser storing a cookie
  document.cookie = line;
}

/** What the head script does before the first paint. */
function runHeadScript() {
  new Function(RETURNING_SCRIPT)();
  return root.hasAttribute(RETURNING_ATTRIBUTE);
}

afterEach(() => {
  root.removeAttribute(RETURNING_ATTRIBUTE);
  window.history.replaceState(null, '', '/home');
  localStorage.clear();
  storeCookie(`${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/`);
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

  it('marks a visitor whose session cookie is hinted, with nothing stored', () => {
    storeCookie('other_cookie=1; Path=/');
    expect(runHeadScript()).toBe(false);
    storeCookie(`${SIGNED_IN_HINT_COOKIE}=1; Path=/`);
    expect(runHeadScript()).toBe(true);
  });

  it('marks an address with a query', () => {
    window.history.replaceState(null, '', '/payment-request?ref=abc');
    expect(runHeadScript()).toBe(true);
  });
});
