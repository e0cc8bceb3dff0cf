import { STORAGE_KEYS } from '@prakar/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferStart } from './deferred-start';
import { RETURNING_ATTRIBUTE, RETURNING_SCRIPT } from './starting-state';

const root = document.documentElement;

/** What the shell does once React has hydrated the page. */
async function hydrate() {
  root.setAttribute('data-hydrated', '');
  // The start hears of it through a MutationObserver, after the current task.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** What a page does as it loads: the head script marks a returning visitor, then the start. */
function loadPage(start: () => Promise<unknown>) {
  new Function(RETURNING_SCRIPT)();
  deferStart(start);
}

function page(html: string) {
  document.body.innerHTML = html;
}

beforeEach(() => {
  // Test files share a worker's window: a page address without a query, nothing stored.
  window.history.replaceState(null, '', '/home');
  localStorage.clear();
});

afterEach(async () => {
  await hydrate();
  root.removeAttribute('data-hydrated');
  root.removeAttribute('data-app-start');
  root.removeAttribute(RETURNING_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('deferStart', () => {
  it('waits for the visitor, and starts once on their first act', async () => {
    page('<p>Text</p><button type="button">Menu</button>');
    const start = vi.fn(() => Promise.resolve());
    deferStart(start);
    expect(root.getAttribute('data-app-start')).toBe('waiting');
    document.querySelector('p')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(root.getAttribute('data-app-start')).toBe('starting');
    await hydrate();
    expect(root.hasAttribute('data-app-start')).toBe(false);
  });

  it('holds the last click on a control and makes it again once the app runs', async () => {
    page('<button type="button" id="a">A</button><button type="button" id="b">B</button>');
    const start = vi.fn(() => Promise.resolve());
    deferStart(start);
    const clicks: string[] = [];
    document.body.addEventListener('click', (event) => {
      clicks.push((event.target as Element).id);
    });
    (document.querySelector('#a') as HTMLElement).click();
    (document.querySelector('#b') as HTMLElement).click();
    expect(start).toHaveBeenCalledTimes(1);
    expect(clicks).toEqual([]);

    await hydrate();
    expect(clicks).toEqual(['b']);
    // From then on the page is the app's: clicks pass.
    (document.querySelector('#a') as HTMLElement).click();
    expect(clicks).toEqual(['b', 'a']);
  });

  it('holds an arrow key on a menu button and presses it again once the app runs', async () => {
    page('<button type="button" aria-haspopup="menu">Products</button>');
    deferStart(() => Promise.resolve());
    const button = document.querySelector('button') as HTMLButtonElement;
    const keys: string[] = [];
    document.body.addEventListener('keydown', (event) => keys.push(event.key));
    const arrow = new KeyboardEvent('keydown', {
      key: 'ArrowDown',
      bubbles: true,
      cancelable: true,
    });
    button.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
    expect(keys).toEqual([]);
    await hydrate();
    expect(keys).toEqual(['ArrowDown']);
  });

  it('lets fields and labels work as plain HTML while the app starts', () => {
    page('<label for="e">E-mail</label><input id="e"><input type="checkbox" id="c">');
    deferStart(() => Promise.resolve());
    const click = (selector: string) =>
      document
        .querySelector(selector)
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // Not cancelled: the browser focuses the field, ticks the box.
    expect(click('label')).toBe(true);
    expect(click('#e')).toBe(true);
    expect(click('#c')).toBe(true);
    expect((document.querySelector('#c') as HTMLInputElement).checked).toBe(true);
  });

  it('starts when a field is filled without being focused (a password manager)', () => {
    page('<input id="e">');
    const start = vi.fn(() => Promise.resolve());
    deferStart(start);
    const field = document.querySelector('input') as HTMLInputElement;
    field.value = 'asha@example.in';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(field.value).toBe('asha@example.in');
  });

  it('puts this year by the browser’s clock into the footer as the page loads', () => {
    vi.useFakeTimers({ now: new Date('2031-01-02T10:00:00+05:30'), toFake: ['Date'] });
    page('<p>© <span data-this-year>2026</span> Prakar Tax Advisory</p>');
    deferStart(() => Promise.resolve());
    expect(document.querySelector('p')?.textContent).toBe('© 2031 Prakar Tax Advisory');
    vi.useRealTimers();
  });

  it('lets links be links', () => {
    page('<a href="#below">Below</a>');
    deferStart(() => Promise.resolve());
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(root.getAttribute('data-app-start')).toBe('waiting');
  });

  it('never lets the browser send a form, and hands the submission to the app', async () => {
    page('<form><input name="email" /><button>Send</button></form>');
    const form = document.querySelector('form') as HTMLFormElement;
    const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    deferStart(() => Promise.resolve());
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(submit).not.toHaveBeenCalled();
    await hydrate();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it.each([STORAGE_KEYS.userData, STORAGE_KEYS.userCart, STORAGE_KEYS.isFromCorporateLandingPage])(
    'starts at once when %s is stored',
    (key) => {
      localStorage.setItem(key, 'true');
      const start = vi.fn(() => Promise.resolve());
      loadPage(start);
      expect(start).toHaveBeenCalledTimes(1);
    },
  );

  it('starts at once for an address with a query', () => {
    window.history.replaceState(null, '', '/reset-password?token=abc');
    const start = vi.fn(() => Promise.resolve());
    loadPage(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when another tab signs in or fills the cart', () => {
    const start = vi.fn(() => Promise.resolve());
    deferStart(start);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.theme }));
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userCart }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('lets the next act try again when the app failed to load', async () => {
    page('<button type="button">Menu</button>');
    const start = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    deferStart(start);
    const button = document.querySelector('button') as HTMLElement;
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(root.getAttribute('data-app-start')).toBe('failed'));
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(2);
  });
});
