import type { Executor } from '#src/db/client.ts';
import { createMatterMessagesRepository } from '#src/modules/matter-messages/matter-messages-repository.ts';
import { demoClientOf } from './demo-users.ts';
import { later, MINUTE_MS } from './timeline.ts';

/**
 * A short thread on a demo matter the firm accepted: the client asks when it will be filed, and
 * the firm answers an hour later.
 */
export async function insertDemoThread(
  db: Executor,
  matter: { id: string; organisationId: string; staffId: number | null; acceptedAt: Date },
) {
  const client = await demoClientOf(db, matter.organisationId);
  if (!client || !matter.staffId) return;
  const messages = createMatterMessagesRepository(db);
  const asked = later(matter.acceptedAt, 3 * 60 * MINUTE_MS);
  await messages.insert({
    matterId: matter.id,
    authorUserId: client.id,
    side: 'client',
    body: 'Thank you for taking this on. Do you need anything from us before you file the reply?',
    attachmentDocumentId: null,
    sentAt: asked,
  });
  await messages.insert({
    matterId: matter.id,
    authorUserId: matter.staffId,
    side: 'firm',
    body: 'Not yet. We will list what we need here and on the checklist within two working days.',
    attachmentDocumentId: null,
    sentAt: later(asked, 60 * MINUTE_MS),
  });
}
