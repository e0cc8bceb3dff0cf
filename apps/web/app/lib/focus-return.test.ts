import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFocusReturn } from './focus-return';

function button(name: string, parent: HTMLElement = document.body): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = name;
  parent.append(element);
  return element;
}

/** A page as the shell lays it out: its heading inside `<main>`. */
function page(heading: string): HTMLElement {
  const main = document.createElement('main');
  main.id = 'main-content';
  main.tabIndex = -1;
  const h1 = document.createElement('h1');
  h1.textContent = heading;
  main.append(h1);
  document.body.append(main);
  return h1;
}

/** Focus moves into the dialog while it is open, as Radix does. */
function openDialog(): HTMLElement {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  button('Close', dialog).focus();
  document.body.append(dialog);
  return dialog;
}

describe('createFocusReturn', () => {
  beforeEach(() => window.history.replaceState(null, '', '/home'));
  afterEach(() => document.body.replaceChildren());

  it('gives focus back to the opener, and stops the dialog’s own default', () => {
    page('Home');
    const opener = button('Contact Us');
    const focusReturn = createFocusReturn();
    opener.focus();
    focusReturn.remember(opener);
    openDialog().remove();
    const closing = new Event('focusScope.autoFocusOnUnmount', { cancelable: true });
    focusReturn.restore(closing);
    expect(document.activeElement).toBe(opener);
    expect(closing.defaultPrevented).toBe(true);
  });

  it('prefers the opener it was given to what had focus (Safari does not focus a clicked button)', () => {
    const field = button('Elsewhere');
    const opener = button('Apply');
    const focusReturn = createFocusReturn();
    field.focus();
    focusReturn.remember(opener);
    openDialog().remove();
    focusReturn.restore();
    expect(document.activeElement).toBe(opener);
  });

  it('falls back to what had focus when the opener has gone (a menu that closed as it opened)', () => {
    const menuButton = button('Menu');
    const itemInMenu = button('Contact Us');
    const focusReturn = createFocusReturn();
    menuButton.focus();
    focusReturn.remember(itemInMenu);
    itemInMenu.remove();
    openDialog().remove();
    focusReturn.restore();
    expect(document.activeElement).toBe(menuButton);
  });

  it('goes to the fallback when the opener is forgotten, even if it is still there', () => {
    const table = document.createElement('section');
    table.id = 'users-table';
    table.tabIndex = 0;
    document.body.append(table);
    const rowButton = button('Actions for Ravi Menon');
    const focusReturn = createFocusReturn(() => document.getElementById('users-table'));
    focusReturn.remember(rowButton);
    focusReturn.forget();
    focusReturn.restore();
    expect(document.activeElement).toBe(table);
  });

  it('ends on the page’s heading, made focusable, when nothing else is left — never on <body>', () => {
    const heading = page('Users');
    const rowButton = button('Actions for Ravi Menon');
    const focusReturn = createFocusReturn(() => document.getElementById('no-such-list'));
    focusReturn.remember(rowButton);
    rowButton.remove();
    openDialog().remove();
    focusReturn.restore();
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('goes to the new page’s heading when the page changed while the dialog was open', () => {
    const opener = button('Contact Us');
    const focusReturn = createFocusReturn();
    focusReturn.remember(opener);
    window.history.pushState(null, '', '/login');
    const heading = page('Sign in');
    focusReturn.restore();
    expect(document.activeElement).toBe(heading);
  });

  it('restores once: a second close without a new opening goes to the page’s start', () => {
    const heading = page('Home');
    const opener = button('Contact Us');
    const focusReturn = createFocusReturn();
    focusReturn.remember(opener);
    focusReturn.restore();
    expect(document.activeElement).toBe(opener);
    focusReturn.restore();
    expect(document.activeElement).toBe(heading);
  });
});
