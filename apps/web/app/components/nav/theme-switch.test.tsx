import { STORAGE_KEYS } from '@prakar/shared/constants';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_SCRIPT, THEME_SWITCH_ATTRIBUTE } from '#app/lib/theme.ts';
import { ThemeSwitch } from './theme-switch';

/** The system's colour-scheme setting, as `matchMedia` reports it, which a test can change. */
function fakeSystem(initial: 'light' | 'dark') {
  let dark = initial === 'dark';
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        get matches() {
          return query.includes('dark') ? dark : !dark;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    set(next: 'light' | 'dark') {
      dark = next === 'dark';
      for (const listener of listeners) listener();
    },
  };
}

/** What the head script does before the first paint. */
function runHeadScript() {
  new Function(THEME_SCRIPT)();
}

const pageTheme = () => document.documentElement.getAttribute('data-theme');

beforeEach(() => document.documentElement.removeAttribute('data-theme'));
afterEach(() => document.documentElement.removeAttribute('data-theme'));

describe('the head script', () => {
  it('follows the system when the visitor has not chosen', () => {
    fakeSystem('dark');
    runHeadScript();
    expect(pageTheme()).toBe('dark');
  });

  it('applies the stored choice over the system', () => {
    fakeSystem('dark');
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    runHeadScript();
    expect(pageTheme()).toBe('light');
  });

  it('follows a change of the system, and says on the switch whether the page is dark', () => {
    const system = fakeSystem('light');
    // The switch as pre-rendered, before the app runs.
    document.body.innerHTML = `<button type="button" ${THEME_SWITCH_ATTRIBUTE} aria-pressed="false">Dark theme</button>`;
    runHeadScript();
    const pressed = () =>
      screen.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed');
    system.set('dark');
    expect(pageTheme()).toBe('dark');
    expect(pressed()).toBe('true');
    system.set('light');
    expect(pageTheme()).toBe('light');
    expect(pressed()).toBe('false');
    document.body.innerHTML = '';
  });

  it('ignores a stored value that is not a theme', () => {
    fakeSystem('light');
    localStorage.setItem(STORAGE_KEYS.theme, 'purple');
    runHeadScript();
    expect(pageTheme()).toBe('light');
  });
});

describe('the dark-theme switch', () => {
  it('is a toggle button named Dark theme, pressed when the page is dark', () => {
    fakeSystem('dark');
    runHeadScript();
    render(<ThemeSwitch compact />);
    const button = screen.getByRole('button', { name: 'Dark theme' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('turns the page light, remembers it and overrides a dark system', async () => {
    fakeSystem('dark');
    runHeadScript();
    const user = userEvent.setup();
    render(<ThemeSwitch compact />);
    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(pageTheme()).toBe('light');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    expect(screen.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('goes back to following the system when the choice matches it', async () => {
    const system = fakeSystem('light');
    runHeadScript();
    const user = userEvent.setup();
    render(<ThemeSwitch compact />);
    const button = screen.getByRole('button', { name: 'Dark theme' });
    await user.click(button);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    await user.click(button);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
    expect(pageTheme()).toBe('light');
    system.set('dark');
    expect(pageTheme()).toBe('dark');
    expect(await screen.findByRole('button', { name: 'Dark theme', pressed: true })).toBeTruthy();
  });

  it('keeps a chosen theme when the system changes', async () => {
    const system = fakeSystem('light');
    runHeadScript();
    const user = userEvent.setup();
    render(<ThemeSwitch compact />);
    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    system.set('light');
    expect(pageTheme()).toBe('dark');
  });

  it('works from the keyboard, and in the phone menu shows its state in words', async () => {
    fakeSystem('light');
    runHeadScript();
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    const button = screen.getByRole('button', { name: /Dark theme/ });
    expect(button.textContent).toContain('Off');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(pageTheme()).toBe('dark');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toContain('On');
  });
});
