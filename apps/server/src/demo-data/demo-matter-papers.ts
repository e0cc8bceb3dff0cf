import { addDays, istDay } from '@prakar/shared/ist-calendar';
import { MATTER_FILE_TYPES } from '@prakar/shared/matter-documents';
import type { MatterStatus } from '@prakar/shared/matter-status';
import type { Executor } from '#src/db/client.ts';
import { createMatterPapersRepository } from '#src/modules/matters/matter-papers-repository.ts';
import { demoResumePdf } from './demo-resume.ts';
import { demoClientOf } from './demo-users.ts';
import type { Random } from './random.ts';
import { later, MINUTE_MS } from './timeline.ts';

const REQUESTED = ['Ledger extracts for the year', 'The notice’s annexures'];

const pdf = (name: string, title: string, number: string) => ({
  storedName: name,
  contentType: MATTER_FILE_TYPES.pdf,
  bytes: demoResumePdf(title, [number, 'Demo document']),
});

/**
 * A demo matter's papers as far as its status goes: the documents asked for (the first uploaded
 * while documents are needed, both accepted after), the draft (approved once filed), the filing
 * with its acknowledgement, a hearing (ahead while at hearing, held once the order came) and the
 * order. `reached` dates each status the matter went through.
 */
export async function insertDemoPapers(
  db: Executor,
  random: Random,
  matter: {
    id: string;
    number: string;
    organisationId: string;
    staffId: number | null;
    reached: Map<MatterStatus, Date>;
    now: Date;
  },
) {
  const { id, number, reached } = matter;
  const asked = reached.get('documents_needed');
  if (!asked) return;
  const papers = createMatterPapersRepository(db);
  const client = await demoClientOf(db, matter.organisationId);
  const staffId = matter.staffId ?? 0;
  const done = (status: MatterStatus) => reached.has(status);

  for (const [index, title] of REQUESTED.entries()) {
    const documentId = await papers.insertDocument(id, 'requested', title, asked);
    // Only a client user uploads: an organisation without one is still waiting for every item.
    const uploaded = client !== undefined && (done('draft_for_approval') || index === 0);
    await papers.insertItem({
      documentId,
      note: index === 0 ? 'Every bank account, April to March.' : '',
      position: index,
      state: !uploaded ? 'waiting' : done('draft_for_approval') ? 'accepted' : 'uploaded',
      requestedByUserId: matter.staffId,
      stateChangedAt: asked,
    });
    if (uploaded) {
      const at = later(asked, (index + 1) * 90 * MINUTE_MS);
      await papers.addVersion(documentId, pdf(`${title}.pdf`, title, number), client.id, at);
    }
  }

  const drafted = reached.get('draft_for_approval');
  if (!drafted || !staffId) return;
  const draftId = await papers.insertDocument(id, 'draft', 'Draft', drafted);
  await papers.addVersion(draftId, pdf('Draft reply.pdf', 'Draft reply', number), staffId, drafted);

  const filed = reached.get('filed');
  if (!filed) return;
  if (client) {
    await papers.respond({
      documentId: draftId,
      version: 1,
      decision: 'approved',
      comment: null,
      byUserId: client.id,
      at: later(drafted, 30 * MINUTE_MS),
    });
  }
  const acknowledgementId = await papers.insertDocument(
    id,
    'acknowledgement',
    'Acknowledgement',
    filed,
  );
  await papers.addVersion(
    acknowledgementId,
    pdf('Acknowledgement.pdf', 'Acknowledgement of filing', number),
    staffId,
    filed,
  );
  await papers.insertFiling({
    matterId: id,
    filedOn: istDay(filed),
    acknowledgementId,
    byUserId: staffId,
    at: filed,
  });

  const heard = reached.get('hearing');
  if (!heard) return;
  const today = istDay(matter.now);
  const ordered = reached.get('order_received');
  const hearingOn = ordered ? istDay(ordered) : addDays(today, random.int(10, 25));
  await papers.insertHearing({
    matterId: id,
    hearingOn,
    hearingTime: random.pick(['10:30', '11:30', '14:30']),
    forum: random.pick(['CIT(A)-3, Mumbai', 'ITAT Pune Bench', 'Assessing Officer, Ward 2(1)']),
    place: random.pick(['Aayakar Bhavan', 'By video conference', '']),
    createdByUserId: staffId,
    createdAt: heard,
  });

  if (!ordered) return;
  const orderId = await papers.insertDocument(id, 'order', 'Order', ordered);
  await papers.addVersion(orderId, pdf('Order.pdf', 'Order', number), staffId, ordered);
}
