import { istDay } from '@prakar/shared/ist-calendar';
import { LEAD_STATUS_LABELS } from '@prakar/shared/leads';
import { csvChunks, formatIstTimestamp } from '#src/csv/csv.ts';
import type { LeadRow } from './leads-repository.ts';

export function leadsExportFilename(at: Date): string {
  return `leads-${istDay(at)}.csv`;
}

/** What the inbox shows, then the whole message, so a spreadsheet can be read without the portal. */
const HEADER = [
  'Received (IST)',
  'Name',
  'E-mail',
  'Organisation',
  'Subject',
  'Message',
  'Status',
  'Assigned to',
  'Notes',
  'Replies',
  'Last reply (IST)',
] as const;

function cellsOf(row: LeadRow) {
  return [
    formatIstTimestamp(row.receivedAt),
    row.name,
    row.email,
    row.organisationName,
    row.subject,
    row.comments,
    LEAD_STATUS_LABELS[row.status],
    row.assigneeName || row.assigneeEmail,
    String(row.noteCount),
    String(row.replyCount),
    row.lastReplyAt ? formatIstTimestamp(row.lastReplyAt) : '',
  ];
}

/**
 * The inbox as a spreadsheet, newest first, a batch of messages at a time. Every cell goes
 * through the audit export's guard: a visitor's name or message that starts like a formula is
 * written as text.
 */
export function leadsCsv(batches: AsyncIterable<readonly LeadRow[]>): AsyncGenerator<string> {
  return csvChunks(HEADER, batches, cellsOf);
}
