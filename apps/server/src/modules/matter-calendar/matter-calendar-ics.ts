import { MATTER_DEADLINE_LABELS, type MatterDeadline } from '@prakar/shared/matter-calendar';
import { MATTER_KIND_LABELS } from '@prakar/shared/matter-deadlines';
import { ICalCalendar } from 'ical-generator';

const HOUR_SECONDS = 3600;

/** An all-day day as ical-generator writes it: the date's own year, month and day in UTC. */
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** "hearing at 11:30 IST, CIT(A)-3, Mumbai, Aayakar Bhavan": a hearing says when and where. */
function whatOf(deadline: MatterDeadline): string {
  const what = MATTER_DEADLINE_LABELS[deadline.dateKind].toLowerCase();
  const { hearing } = deadline;
  if (!hearing) return what;
  return `${what} at ${hearing.time} IST, ${hearing.forum}${hearing.place ? `, ${hearing.place}` : ''}`;
}

/**
 * The deadlines as an iCalendar feed: one all-day event per matter and kind of date, and per
 * hearing, whose UID never changes, so a moved date moves the event rather than adding one.
 */
export function matterCalendarIcs(
  deadlines: MatterDeadline[],
  { organisationName, publicUrl, now }: { organisationName: string; publicUrl: string; now: Date },
): string {
  const host = new URL(publicUrl).host;
  const calendar = new ICalCalendar({
    name: `${organisationName}: advisory matters’ deadlines`,
    prodId: { company: host, product: 'advisory-matters', language: 'EN' },
    ttl: HOUR_SECONDS,
  });
  for (const deadline of deadlines) {
    const what = whatOf(deadline);
    calendar.createEvent({
      id: `${deadline.id}@${host}`,
      allDay: true,
      start: dayOf(deadline.on),
      stamp: now,
      summary: `${deadline.number}: ${what}`,
      description: `${deadline.number}, ${MATTER_KIND_LABELS[deadline.kind]}: ${what}.`,
      url: `${publicUrl}/matters/${deadline.matterId}`,
    });
  }
  return calendar.toString();
}
