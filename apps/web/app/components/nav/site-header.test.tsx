import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '#tests/component/render.tsx';
import { SiteHeader } from './site-header';

/** The hrefs of the links with this name: one sign-up action means one such link per bar. */
function hrefsOf(scope: HTMLElement, name: string) {
  return within(scope)
    .queryAllByRole('link', { name })
    .map((link) => link.getAttribute('href'));
}

describe('the header, to a visitor who is not signed in', () => {
  it('offers one Sign Up action and one Sign In link on the desktop bar', () => {
    renderScreen('/home', <SiteHeader />);
    const bar = screen.getByTestId('desktop-bar');
    expect(hrefsOf(bar, 'Sign Up')).toEqual(['/sign-up']);
    expect(hrefsOf(bar, 'Sign In')).toEqual(['/login']);
  });

  it('offers one Sign Up action on the phone bar, its menu opened, and Sign In in the menu', async () => {
    const { user } = renderScreen('/home', <SiteHeader />);
    const bar = screen.getByTestId('mobile-bar');
    await user.click(within(bar).getByRole('button', { name: 'Menu' }));
    expect(await within(bar).findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(hrefsOf(bar, 'Sign Up')).toEqual(['/sign-up']);
    expect(hrefsOf(bar, 'Sign In')).toEqual(['/login']);
  });
});
