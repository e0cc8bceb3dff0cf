import { STORAGE_KEYS } from '@prakar/shared/constants';
import { useSyncExternalStore } from 'react';
import { readItem, removeItem, writeItem } from './storage';

export type Theme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** What the theme switches carry, so the head script can set their state before the app runs. */
export const THEME_SWITCH_ATTRIBUTE = 'data-theme-switch';

/**
 * Runs in `<head>` before anything is painted, so a page never shows one theme and then the
 * other: the visitor's stored choice, else the system's. Until the app starts (most public pages
 * start it only when the visitor acts, docs/decisions/0050) it also follows a change of the
 * system's setting, and tells the theme switch whether it is pressed once the page is parsed. It
 * is plain ES5 and self-contained because it runs before any module; the server hashes it into
 * each page's CSP.
 */
export const THEME_SCRIPT = `(function(){var q=matchMedia(${JSON.stringify(DARK_QUERY)}),d=document;function a(){var t;try{t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})}catch(e){}if(t!=="light"&&t!=="dark")t=q.matches?"dark":"light";d.documentElement.setAttribute("data-theme",t);var b=d.querySelectorAll("[${THEME_SWITCH_ATTRIBUTE}]");for(var i=0;i<b.length;i++)b[i].setAttribute("aria-pressed",String(t==="dark"))}a();if(q.addEventListener)q.addEventListener("change",a);d.addEventListener("DOMContentLoaded",a)})()`;

function storedChoice(): Theme | null {
  const raw = readItem(STORAGE_KEYS.theme);
  return raw === 'light' || raw === 'dark' ? raw : null;
}

function systemTheme(): Theme {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function apply(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
}

const listeners = new Set<() => void>();

function refresh(): void {
  apply(storedChoice() ?? systemTheme());
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab chose a theme, or cleared the storage.
  if (event.key === null || event.key === STORAGE_KEYS.theme) refresh();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.matchMedia(DARK_QUERY).addEventListener('change', refresh);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.matchMedia(DARK_QUERY).removeEventListener('change', refresh);
      window.removeEventListener('storage', onStorage);
    }
  };
}

/** The theme the page shows now, as the head script (or the last choice) set it. */
export function currentTheme(): Theme {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/**
 * Shows `theme` and remembers it. A choice that matches the system's setting is not stored, so the
 * page goes back to following the system: there is no third "automatic" state to explain.
 */
export function chooseTheme(theme: Theme): void {
  if (theme === systemTheme()) removeItem(STORAGE_KEYS.theme);
  else writeItem(STORAGE_KEYS.theme, theme);
  refresh();
}

/** Pre-rendered HTML cannot know the visitor's theme; the switch shows it once React runs. */
export function useTheme(): Theme | null {
  return useSyncExternalStore(subscribe, currentTheme, () => null);
}
