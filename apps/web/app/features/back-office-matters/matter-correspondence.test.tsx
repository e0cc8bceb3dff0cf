import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { matterMessagesApi } from '@prakar/shared/api/matter-messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, setupApiServer } from '#tests/component/api-server.ts';
import { matterDetail } from '#tests/component/matter-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import { MatterCorrespondence } from './matter-correspondence';

const matter = matterDetail({ status: 'closed' });
const version = {
  version: 1,
  contentType: 'application/pdf',
  size: 40_000,
  uploadedBy: null,
  uploadedAt: '2018-11-20T06:00:00.000Z',
};

setupApiServer(
  answer(matterMessagesApi.staffThread, { messages: [] }),
  answer(matterDocumentsApi.staffList, {
    documents: [
      {
        id: '5c1e2f3a-7b8c-4d9e-8f0a-1b2c3d4e5f61',
        what: 'notice',
        title: 'Notice',
        createdAt: version.uploadedAt,
        deletedAt: '2026-12-01T20:00:00.000Z',
        versions: [{ ...version, filename: 'Notice.pdf' }],
      },
      {
        id: '5c1e2f3a-7b8c-4d9e-8f0a-1b2c3d4e5f62',
        what: 'order',
        title: 'Order',
        createdAt: version.uploadedAt,
        deletedAt: null,
        versions: [{ ...version, filename: 'Order.pdf' }],
      },
    ],
  }),
);

describe('a matter’s documents, for staff', () => {
  it('says when the retention period deleted one, with no download, and offers the kept ones', async () => {
    signInWith(['manage:all:platform']);
    renderScreen(
      '/back-office/matters/:id',
      <MatterCorrespondence matter={matter} />,
      `/back-office/matters/${matter.id}`,
    );
    const notice = (await screen.findByText('Notice')).closest('li') as HTMLElement;
    expect(notice.textContent).toContain('Deleted on 2 December 2026 after the retention period');
    expect(within(notice).queryByRole('button')).toBeNull();
    const order = screen.getByText('Order').closest('li') as HTMLElement;
    expect(within(order).getByRole('button', { name: /Download Order\.pdf/ })).toBeDefined();
  });
});
