import { STORAGE_KEYS } from '@prakar/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isProfileComplete } from '#app/lib/user-record.ts';
import { adminWithoutProfile as asha } from '#tests/component/session.ts';
import {
  clearAllStorage,
  getServerSessionSnapshot,
  getSessionSnapshot,
  setUser,
  subscribeSession,
  updateUser,
} from './session-store';

afterEach(() => localStorage.clear());

describe('session store', () => {
  it('is anonymous without a record, with a negative or missing UserId, or with bad JSON', () => {
    expect(getSessionSnapshot()).toBeNull();
    for (const raw of [
      JSON.stringify({ ...asha, UserId: -1 }),
      JSON.stringify({ Name: 'No id' }),
      JSON.stringify({ ...asha, UserId: null }),
      '{not json',
      'null',
    ]) {
      localStorage.setItem(STORAGE_KEYS.userData, raw);
      expect(getSessionSnapshot()).toBeNull();
    }
  });

  it('reads a stored user and returns the same object until it changes', () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(asha));
    const first = getSessionSnapshot();
    expect(first).toEqual(asha);
    expect(getSessionSnapshot()).toBe(first);
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ ...asha, Name: 'Asha R. Iyer' }));
    expect(getSessionSnapshot()).not.toBe(first);
    expect(getSessionSnapshot()?.Name).toBe('Asha R. Iyer');
  });

  it('setUser writes the user keys and notifies subscribers; null removes them', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    localStorage.setItem(STORAGE_KEYS.userCart, '[]');

    setUser(asha);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? '')).toEqual(asha);
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('12');
    expect(localStorage.getItem(STORAGE_KEYS.isProfileDataSaved)).toBe('No');
    expect(getSessionSnapshot()).toEqual(asha);

    setUser(null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getSessionSnapshot()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.isProfileDataSaved)).toBeNull();
    // Signing out this way keeps the visitor's cart; only logout clears everything.
    expect(localStorage.getItem(STORAGE_KEYS.userCart)).toBe('[]');
    unsubscribe();
  });

  it('treats setting a negative UserId as signing out', () => {
    setUser(asha);
    setUser({ ...asha, UserId: -1 });
    expect(getSessionSnapshot()).toBeNull();
  });

  it('clearAllStorage empties local storage and notifies', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setUser(asha);
    localStorage.setItem(STORAGE_KEYS.userCart, '[]');
    clearAllStorage();
    expect(localStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('clearAllStorage keeps the theme the visitor chose on this device', () => {
    setUser(asha);
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    clearAllStorage();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(localStorage.length).toBe(1);
  });

  it('hears about changes made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userData }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.lastAction }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('hydrates as anonymous', () => {
    setUser(asha);
    expect(getServerSessionSnapshot()).toBeNull();
  });

  it('knows when the profile is complete', () => {
    setUser(asha);
    expect(isProfileComplete()).toBe(false);
    setUser({ ...asha, IsProfileDataSaved: 'Yes' });
    expect(isProfileComplete()).toBe(true);
    localStorage.setItem(STORAGE_KEYS.isProfileDataSaved, 'No');
    expect(isProfileComplete()).toBe(false);
  });

  it('updateUser changes fields of the stored record and keeps the others', () => {
    localStorage.setItem(
      STORAGE_KEYS.userData,
      JSON.stringify({ ...asha, Email: 'asha@example.in', OrganisationName: 'Kulkarni Textiles' }),
    );
    updateUser({ Name: 'Asha K. Iyer', IsProfileDataSaved: 'Yes' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? '')).toEqual({
      ...asha,
      Name: 'Asha K. Iyer',
      IsProfileDataSaved: 'Yes',
      Email: 'asha@example.in',
      OrganisationName: 'Kulkarni Textiles',
    });
    expect(isProfileComplete()).toBe(true);
    localStorage.clear();
    updateUser({ Name: 'Nobody' });
    expect(getSessionSnapshot()).toBeNull();
  });
});
