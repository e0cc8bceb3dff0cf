import type { AuditEvent } from '@prakar/shared/audit';

/** A table cell has room for a few lines; the CSV export keeps everything. */
export const MAX_DETAIL_LINES = 4;
const MAX_VALUE_LENGTH = 60;

type Leaves = Map<string, string>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** `{ user: { name } }` → `user.name`; lists count as one value. */
function leavesOf(value: unknown, path = '', leaves: Leaves = new Map()): Leaves {
  if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      leavesOf(child, path ? `${path}.${key}` : key, leaves);
    }
  } else if (path) {
    leaves.set(path, shown(value));
  } else if (value !== null && value !== undefined) {
    leaves.set('value', shown(value));
  }
  return leaves;
}

/** Indian tax identifiers and the like are read as letters, so they stay in capitals. */
const ACRONYMS = new Set(['pan', 'gstin', 'tan', 'pin', 'ip', 'id']);

/** `organisation.legalName` → "Organisation legal name"; `organisation.pan` → "Organisation PAN". */
export function labelOfPath(path: string): string {
  const words = path
    .split(/[._]/)
    .flatMap((part) => part.split(/(?=[A-Z])/))
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Before and after in a few readable lines: what changed, as "Name: Asha → Asha K", or, when
 * there is only one side, what was recorded. Values that stayed the same are left out.
 */
export function summariseChanges(before: unknown, after: unknown): string[] {
  const old = leavesOf(before);
  const next = leavesOf(after);
  const lines: string[] = [];
  for (const path of new Set([...old.keys(), ...next.keys()])) {
    const was = old.get(path);
    const now = next.get(path);
    if (was === now) continue;
    const label = labelOfPath(path);
    if (was === undefined) lines.push(`${label}: ${now}`);
    else if (now === undefined) lines.push(`${label}: ${was} (removed)`);
    else lines.push(`${label}: ${was} → ${now}`);
  }
  return lines;
}

/** At most `MAX_DETAIL_LINES`, the last one saying how many more there are. */
export function compactDetails(lines: readonly string[]): string[] {
  if (lines.length <= MAX_DETAIL_LINES) return [...lines];
  const kept = lines.slice(0, MAX_DETAIL_LINES - 1);
  const more = lines.length - kept.length;
  return [...kept, `and ${more} more changes`];
}

/** Who or what the event was about: a user by name, otherwise the kind of thing. */
export function targetText(
  event: Pick<AuditEvent, 'targetType' | 'targetId' | 'targetLabel'>,
): string {
  if (event.targetLabel) return event.targetLabel;
  if (!event.targetType) return '—';
  if (event.targetType === 'user') return 'A removed user';
  const kind = labelOfPath(event.targetType);
  return event.targetType === 'session' ? kind : `${kind} ${event.targetId ?? ''}`.trim();
}
