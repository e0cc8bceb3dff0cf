import { AUDIT_ACTION_LABELS, type AuditAction, type AuditEvent } from '@prakar/shared/audit';
import { auditSentence } from '@prakar/shared/audit-sentence';
import { istDay } from '@prakar/shared/ist-calendar';
import { csvChunks, formatIstTimestamp } from '#src/csv/csv.ts';
import { type AuditRow, targetLabelOf, toAuditEvent } from './audit-repository.ts';

export function exportFilename(at: Date): string {
  return `audit-trail-${istDay(at)}.csv`;
}

/** The sentence the screen shows, then the raw columns a spreadsheet can sort and filter by. */
const HEADER = [
  'Time (IST)',
  'What happened',
  'Action',
  'Actor name',
  'Actor e-mail',
  'Target',
  'IP address',
  'Before',
  'After',
] as const;

function targetCell(row: AuditRow, event: AuditEvent): string {
  const label = targetLabelOf(row);
  if (label)
    return row.targetEmail && label !== row.targetEmail ? `${label} <${row.targetEmail}>` : label;
  const named = event.orderNumber ?? event.planName;
  if (named) return `${row.targetType} ${named}`;
  return [row.targetType, row.targetId].filter(Boolean).join(' ');
}

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

function cellsOf(row: AuditRow) {
  const event = toAuditEvent(row);
  return [
    formatIstTimestamp(row.at),
    auditSentence(event),
    AUDIT_ACTION_LABELS[row.action as AuditAction] ?? row.action,
    row.actorName,
    row.actorEmail,
    targetCell(row, event),
    row.ip,
    json(row.before),
    json(row.after),
  ];
}

/** The trail as a spreadsheet, newest first, one line per event, a batch of events at a time. */
export function auditCsv(batches: AsyncIterable<readonly AuditRow[]>): AsyncGenerator<string> {
  return csvChunks(HEADER, batches, cellsOf);
}
