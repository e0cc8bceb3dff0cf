import type { AuditEvent } from '@prakar/shared/audit';
import { sentenceSaysAll } from '@prakar/shared/audit-sentence';
import { stateName } from '@prakar/shared/indian-states';
import { formatRupees } from '@prakar/shared/money';
import { PAYMENT_METHOD_LABELS } from '@prakar/shared/transactions';
import { ROLE_LABELS } from '@prakar/shared/users';

/** An entry has room for a few lines; the CSV export keeps everything. */
export const MAX_DETAIL_LINES = 4;
const MAX_VALUE_LENGTH = 60;

type Leaves = Map<string, string>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Codes the server records, as a person says them; any other `snake_case` code becomes words. */
const CODE_LABELS: Record<string, Record<string, string>> = {
  method: {
    ...PAYMENT_METHOD_LABELS,
    password: 'Password',
    verification_link: 'Link in the confirmation e-mail',
    invitation_link: 'Link in the invitation e-mail',
  },
  role: ROLE_LABELS,
};
const SNAKE_CASE_CODE = /^[a-z]+(_[a-z]+)+$/;

/**
 * How a recorded value reads, by the last part of its path: amounts kept in paise in rupees, a
 * state's code as its name, yes or no for a flag, a code in words.
 */
function readable(key: string, value: unknown): unknown {
  if (key.endsWith('Paise') && typeof value === 'number' && Number.isSafeInteger(value)) {
    return formatRupees(value);
  }
  if (key === 'stateCode' && typeof value === 'string') return stateName(value) ?? value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value !== 'string') return value;
  const label = CODE_LABELS[key]?.[value];
  if (label) return label;
  if (!SNAKE_CASE_CODE.test(value)) return value;
  const words = value.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function shown(key: string, value: unknown): string {
  const shownValue = readable(key, value);
  if (shownValue === null || shownValue === undefined || shownValue === '') return '(empty)';
  const text = typeof shownValue === 'string' ? shownValue : JSON.stringify(shownValue);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** Ids (a payment's, a session's) mean nothing to a reader, so they are left out. */
const isId = (key: string) => key === 'id' || key.endsWith('Id');

/** `{ user: { name } }` → `user.name`; lists count as one value. */
function leavesOf(value: unknown, path = '', leaves: Leaves = new Map()): Leaves {
  if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (!isId(key)) leavesOf(child, path ? `${path}.${key}` : key, leaves);
    }
  } else if (path) {
    leaves.set(path, shown(path.split('.').at(-1) ?? path, value));
  } else if (value !== null && value !== undefined) {
    leaves.set('value', shown('value', value));
  }
  return leaves;
}

/** Indian tax identifiers and the like are read as letters, so they stay in capitals. */
const ACRONYMS = new Set(['pan', 'gstin', 'tan', 'pin', 'ip']);

/**
 * `organisation.legalName` → "Organisation legal name"; `organisation.pan` → "Organisation PAN";
 * `totalPaise` → "Total" and `organisation.stateCode` → "Organisation state", as their values are
 * shown in rupees and by name.
 */
export function labelOfPath(path: string): string {
  const words = path
    .replace(/(Paise|(?<=state)Code)$/, '')
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

/**
 * The lines an entry shows under its sentence: what changed, unless the sentence already says it
 * (a role change names both roles).
 */
export function detailsOf(event: Pick<AuditEvent, 'action' | 'before' | 'after'>): string[] {
  if (sentenceSaysAll(event.action)) return [];
  return compactDetails(summariseChanges(event.before, event.after));
}
