import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  type ApplicationSummary,
  type ApplicationsStatusBulkResult,
  isMailedStatus,
  STATUS_MAIL_NAMES,
} from '@prakar/shared/careers-admin';
import { countOf } from '#app/lib/plural.ts';

const names = new Intl.ListFormat('en-IN', { type: 'conjunction' });

/** "Asha Nair", "Asha Nair and Dev Malhotra", "Asha Nair, Dev Malhotra and Ritu Sen". */
const namesOf = (applications: readonly { name: string }[]) =>
  names.format(applications.map((application) => application.name));

const applicants = (count: number) => countOf(count, 'applicant', 'applicants');

/** "Kiran Bose is already Rejected", or "Kiran Bose and Asha Nair were already Rejected". */
function alreadyIn(
  applications: readonly { name: string }[],
  status: ApplicationStatus,
  tense: 'now' | 'then',
) {
  const one = applications.length === 1;
  const verb = tense === 'now' ? (one ? 'is' : 'are') : one ? 'was' : 'were';
  return `${namesOf(applications)} ${verb} already ${APPLICATION_STATUS_LABELS[status]}`;
}

/** "sent the rejection mail", "each sent the rejection mail", or nothing for Received. */
function sentMail(count: number, status: ApplicationStatus) {
  if (!isMailedStatus(status)) return undefined;
  return `${count === 1 ? '' : 'each '}sent ${STATUS_MAIL_NAMES[status]}`;
}

/** What moving the chosen applications to `status` will do, in the confirmation's words. */
export interface BulkQuestion {
  /** Those whose status changes; empty when every one already has it. */
  moving: ApplicationSummary[];
  title: string;
  /** What happens to those moving, mail included. */
  message: string;
  /** Who is moved, by name, and who is left as they are and gets no mail. */
  details: string[];
}

export function bulkQuestion(
  chosen: readonly ApplicationSummary[],
  status: ApplicationStatus,
): BulkQuestion {
  const label = APPLICATION_STATUS_LABELS[status];
  const moving = chosen.filter((application) => application.status !== status);
  const staying = chosen.filter((application) => application.status === status);
  const who = applicants(moving.length);
  const mail = sentMail(moving.length, status);
  const message = mail
    ? `${who} will be moved to ${label} and ${mail}.`
    : `${who} will be moved to ${label}. Nobody is e-mailed: applicants are not told of a move back to ${label}.`;
  const details = [
    `${mail ? 'Moved and e-mailed' : 'Moved'}: ${namesOf(moving)}.`,
    ...(staying.length > 0
      ? [
          `${alreadyIn(staying, status, 'now')}: left as ${staying.length === 1 ? 'it is' : 'they are'}, and not e-mailed.`,
        ]
      : []),
    'Each change gets its own line in the audit trail.',
  ];
  return { moving, title: `Move ${who} to ${label}?`, message, details };
}

/** Why nothing is asked: every chosen application already has the status. */
export const nothingToMove = (chosen: readonly ApplicationSummary[], status: ApplicationStatus) =>
  `${alreadyIn(chosen, status, 'now')}: nothing to change.`;

/**
 * What the server did, in the toast's words: it may differ from what was asked when someone else
 * moved one of them meanwhile. Names come from the page the choice was made on.
 */
export function bulkOutcome(
  result: ApplicationsStatusBulkResult,
  chosen: readonly ApplicationSummary[],
  status: ApplicationStatus,
): string {
  const moved = `Moved ${applicants(result.changed.length)} to ${APPLICATION_STATUS_LABELS[status]}`;
  const mail = sentMail(result.mailed.length, status);
  const said = [
    ...(result.changed.length > 0
      ? [
          result.mailed.length > 0 && mail
            ? `${moved} and ${mail}.`
            : `${moved}; nobody was e-mailed.`,
        ]
      : []),
    ...(result.unchanged.length > 0
      ? [
          `${alreadyIn(
            chosen.filter((application) => result.unchanged.includes(application.id)),
            status,
            'then',
          )}, so not e-mailed.`,
        ]
      : []),
  ];
  return said.join(' ');
}
