import { auditSentence } from '@prakar/shared/audit-sentence';
import type { Timeline, TimelineEntry } from '@prakar/shared/timeline';
import { type TimelineAuditRow, toAuditEvent } from './audit-repository.ts';

/**
 * An audited event as a timeline entry. An event without an actor was the system's (a payment
 * settled, an order expired); on an organisation's timeline an order's event leads to the order.
 */
export function auditTimelineEntry(row: TimelineAuditRow, linkOrders: boolean): TimelineEntry {
  const event = toAuditEvent(row);
  return {
    id: row.id,
    at: event.at,
    actor: event.actor
      ? {
          kind: row.actorRole === 'platform_admin' ? 'staff' : 'customer',
          name: event.actor.name || event.actor.email,
        }
      : { kind: 'system', name: null },
    sentence: auditSentence(event),
    link:
      linkOrders && row.orderReference && event.orderNumber
        ? { kind: 'order', key: row.orderReference, label: `Order ${event.orderNumber}` }
        : null,
  };
}

/**
 * The newest `limit` entries of several sources, each holding its own newest `limit + 1` (so the
 * merge knows whether anything older is left), newest first, the id breaking ties.
 */
export function newestEntries(limit: number, ...sources: readonly TimelineEntry[][]): Timeline {
  const entries = sources
    .flat()
    .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
  return { entries: entries.slice(0, limit), hasOlder: entries.length > limit };
}
