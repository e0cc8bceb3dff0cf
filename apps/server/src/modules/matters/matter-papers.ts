import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { createMatterChecklist } from './matter-checklist.ts';
import { createMatterDrafts } from './matter-drafts.ts';
import { createMatterFiling } from './matter-filing.ts';
import { createPapersContext, type PapersDeps } from './matter-papers-context.ts';

/**
 * A matter's papers once accepted (docs/decisions/0086): the checklist of documents the firm asks
 * for, the draft for the client's approval, the acknowledgement, hearings and the order.
 */
export function createMatterPapers(deps: PapersDeps) {
  const context = createPapersContext(deps);
  return {
    clientGet: (current: CurrentUser, id: string) => context.readAs(current, 'client', id),
    staffGet: (current: CurrentUser, id: string) => context.readAs(current, 'firm', id),
    checklist: createMatterChecklist(context),
    drafts: createMatterDrafts(context),
    filing: createMatterFiling(context),
  };
}

export type MatterPapers = ReturnType<typeof createMatterPapers>;
