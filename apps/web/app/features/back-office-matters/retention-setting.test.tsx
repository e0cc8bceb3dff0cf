import { matterRetentionApi } from '@prakar/shared/api/matter-retention';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import { RetentionSetting } from './retention-setting';

const api = setupApiServer(answer(matterRetentionApi.get, { years: 8 }));
const requests = recordRequests(api);

const open = () => {
  signInWith(['manage:all:platform']);
  return renderScreen('/back-office/matters', <RetentionSetting />);
};
const yearsField = () =>
  screen.findByRole('spinbutton', { name: /Years to keep documents after a matter is closed/ });

/** Opens the setting, types `years` in its field and asks to change the period. */
async function askFor(years: string) {
  const { user } = open();
  await user.click(screen.getByRole('button', { name: 'Retention of documents' }));
  const field = await yearsField();
  await user.clear(field);
  await user.type(field, years);
  await user.click(screen.getByRole('button', { name: 'Change the retention period' }));
  return { user };
}

describe('the retention period in the back office', () => {
  it('is read only once opened', async () => {
    const { user } = open();
    expect(requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Retention of documents' }));
    expect(((await yearsField()) as HTMLInputElement).value).toBe('8');
  });

  it('asks before changing it, and changes nothing when cancelled', async () => {
    const { user } = await askFor('10');
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the retention period?' });
    expect(dialog.textContent).toContain('more than 10 years ago are deleted for good');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((line) => line.startsWith('PUT'))).toEqual([]);
  });

  it('saves the period once confirmed', async () => {
    let sent: unknown;
    api.use(
      onEndpoint(matterRetentionApi.set, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ years: 10 });
      }),
    );
    const { user } = await askFor('10');
    await user.click(await screen.findByRole('button', { name: 'Keep for 10 years' }));
    expect(sent).toEqual({ years: 10 });
  });

  it('refuses a period outside 1 to 30 years at its field', async () => {
    await askFor('0');
    expect(await screen.findByText(/whole number of years from 1 to 30/)).toBeDefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
