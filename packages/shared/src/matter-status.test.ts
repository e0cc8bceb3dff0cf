import { describe, expect, it } from 'vitest';
import {
  canMoveMatter,
  isOpenMatter,
  MATTER_STATUS_MOVES,
  MATTER_STATUSES,
  nextMatterStatus,
} from './matter-status.ts';

describe('matter statuses', () => {
  it('walks a matter from request to close by its usual next steps, through every status but declined in order', () => {
    const walked = ['requested'];
    for (let status = nextMatterStatus('requested'); status; status = nextMatterStatus(status)) {
      walked.push(status);
    }
    expect(walked).toEqual(MATTER_STATUSES.filter((status) => status !== 'declined'));
  });

  it('declines only a request, and moves nothing out of closed or declined', () => {
    expect(canMoveMatter('requested', 'declined')).toBe(true);
    expect(MATTER_STATUSES.filter((from) => canMoveMatter(from, 'declined'))).toEqual([
      'requested',
    ]);
    expect(MATTER_STATUS_MOVES.closed).toEqual([]);
    expect(MATTER_STATUS_MOVES.declined).toEqual([]);
    expect(isOpenMatter('hearing')).toBe(true);
    expect(isOpenMatter('closed')).toBe(false);
  });

  it('refuses skipping the acceptance, going back to a request, and staying put', () => {
    expect(canMoveMatter('requested', 'filed')).toBe(false);
    expect(canMoveMatter('accepted', 'requested')).toBe(false);
    for (const status of MATTER_STATUSES) expect(canMoveMatter(status, status)).toBe(false);
  });

  it('sends a draft back for documents, and lets a filed matter reach its order without a hearing', () => {
    expect(canMoveMatter('draft_for_approval', 'documents_needed')).toBe(true);
    expect(canMoveMatter('filed', 'order_received')).toBe(true);
  });
});
