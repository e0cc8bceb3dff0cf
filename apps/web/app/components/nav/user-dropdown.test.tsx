import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '#tests/component/render.tsx';
import { adminRecord } from '#tests/component/session.ts';
import { UserDropdown } from './user-dropdown';

async function openMenu(permissions: string[]) {
  const { user } = renderScreen(
    '/home',
    <UserDropdown user={adminRecord({ Permissions: permissions })} />,
  );
  await user.click(screen.getByTestId('user-menu-trigger'));
  await screen.findByRole('menuitem', { name: 'Logout' });
}

describe('the signed-in user’s menu', () => {
  it('offers Advisory Matters to a user who holds the power', async () => {
    await openMenu(['view:matters:org']);
    expect(screen.getByRole('menuitem', { name: 'Advisory Matters' }).getAttribute('href')).toBe(
      '/matters',
    );
  });

  it('leaves Advisory Matters out for a user without the power', async () => {
    await openMenu(['view:transactions:org']);
    expect(screen.getByRole('menuitem', { name: 'Transaction History' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Advisory Matters' })).toBeNull();
  });
});
