import type { EmploymentType } from '@prakar/shared/careers';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@prakar/shared/careers-admin';
import { addDays, daysBetween, istDay } from '@prakar/shared/ist-calendar';
import { earliestOpenPosting, openingClosesOn } from '@prakar/shared/opening-window';
import type { Executor } from '#src/db/client.ts';
import { jobApplications, jobOpenings } from '#src/db/schema.ts';
import { demoResumePdf } from './demo-resume.ts';
import { demoIp, demoMobile, demoUserAgent } from './identities.ts';
import { CITIES, FIRST_NAMES, SURNAMES } from './indian-names.ts';
import type { Random } from './random.ts';
import { DAY_MS, earliest, momentBetween } from './timeline.ts';

interface DemoOpening {
  title: string;
  department: string;
  employmentType: EmploymentType;
  /** open: on the careers page now; closed: taken down by staff; lapsed: past its last day. */
  standing: 'open' | 'closed' | 'lapsed';
  applications: number;
}

const OPENINGS: readonly DemoOpening[] = [
  {
    title: 'Senior Tax Associate',
    department: 'Direct Tax',
    employmentType: 'Full-time',
    standing: 'open',
    applications: 180,
  },
  {
    title: 'GST Compliance Executive',
    department: 'Indirect Tax',
    employmentType: 'Full-time',
    standing: 'open',
    applications: 140,
  },
  {
    title: 'Transfer Pricing Analyst',
    department: 'International Tax',
    employmentType: 'Full-time',
    standing: 'open',
    applications: 90,
  },
  {
    title: 'Articled Assistant',
    department: 'Audit',
    employmentType: 'Internship',
    standing: 'open',
    applications: 220,
  },
  {
    title: 'Customer Success Associate',
    department: 'Software',
    employmentType: 'Part-time',
    standing: 'open',
    applications: 60,
  },
  {
    title: 'Litigation Counsel (GST)',
    department: 'Disputes',
    employmentType: 'Contract',
    standing: 'closed',
    applications: 75,
  },
  {
    title: 'Payroll and TDS Executive',
    department: 'Direct Tax',
    employmentType: 'Full-time',
    standing: 'closed',
    applications: 130,
  },
  {
    title: 'Summer Intern, Tax Research',
    department: 'Research',
    employmentType: 'Internship',
    standing: 'lapsed',
    applications: 45,
  },
];

const NOTES = [
  'Strong on TDS returns; asked about notice periods. Call back after 5 pm.',
  'Good first call. Wants hybrid work; references requested.',
  'Written test: 38/50. Weak on section 194Q, otherwise solid.',
  'Currently at a Big Four firm; expects a 20% raise.',
  'Relocating from Indore in March. Prefers Pune.',
  'Did not pick up twice; e-mailed to arrange a time.',
  'Second interview with the partner on Thursday.',
  'Offer discussed on the phone; awaiting the signed copy.',
  'Not enough GST litigation experience for this role; keep for the compliance team.',
];

/** Where an application has got to, by how long it has been in: older ones have moved on. */
function statusFor(random: Random, ageDays: number): ApplicationStatus {
  if (ageDays < 5)
    return random.weighted([
      ['received', 9],
      ['rejected', 1],
    ] as const);
  return random.weighted([
    ['received', ageDays < 20 ? 5 : 2],
    ['shortlisted', 3],
    ['interviewing', 2],
    ['offer', 1],
    ['rejected', 5],
  ] as const);
}

/** The day an opening of this standing was posted, as of `today` (days in India). */
function postedOn(random: Random, standing: DemoOpening['standing'], today: string): string {
  if (standing === 'open') {
    const first = earliestOpenPosting(today);
    const span = daysBetween(first, today);
    return addDays(first, random.int(0, span));
  }
  return addDays(today, -random.int(120, 300));
}

/**
 * The careers page's demo openings (some closed, one past its last day) and, for each, many
 * applications in every status, some with notes: nothing dated after `now`. Slugs carry the run,
 * so each run adds its own openings beside the real ones.
 */
export async function insertDemoCareers(
  db: Executor,
  random: Random,
  options: { runIndex: number; now: Date },
): Promise<{ openings: number; applications: number }> {
  const { now, runIndex } = options;
  const today = istDay(now);
  let applications = 0;
  for (const [index, demo] of OPENINGS.entries()) {
    const postedAt = postedOn(random, demo.standing, today);
    const city = random.pick(CITIES).name;
    const [opening] = await db
      .insert(jobOpenings)
      .values({
        slug: `demo-${runIndex + 1}-${index + 1}`,
        title: demo.title,
        location: city,
        employmentType: demo.employmentType,
        department: demo.department,
        description: `Join our ${demo.department} team in ${city}, working with clients across India.`,
        responsibilities: [
          'Prepare and review filings',
          'Answer client questions',
          'Keep working papers in order',
        ],
        requirements: ['A relevant degree or CA Inter', 'Clear written English'],
        isOpen: demo.standing !== 'closed',
        postedAt,
        sortOrder: 100 + index,
      })
      .returning({ id: jobOpenings.id });
    if (!opening) throw new Error('Inserting a demo opening returned no row.');
    // Applications arrive from the day of posting until it closed (staff closed it a while ago).
    const from = earliest(new Date(`${postedAt}T03:30:00.000Z`), now);
    const lastDay = new Date(`${openingClosesOn(postedAt)}T18:29:59.000Z`);
    const until = earliest(
      demo.standing === 'closed' ? new Date(from.getTime() + 60 * DAY_MS) : lastDay,
      now,
    );
    const rows = Array.from({ length: demo.applications }, (_, n) => {
      const name = `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`;
      const createdAt = momentBetween(random, from, until);
      const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
      // The first five go through every status, so each opening shows them all.
      const status = APPLICATION_STATUSES[n] ?? statusFor(random, ageDays);
      const noted = status !== 'received' && random.chance(0.4);
      const resume = demoResumePdf(name, [
        `Applying for ${demo.title}`,
        `${random.int(1, 12)} years of practice`,
        `Based in ${random.pick(CITIES).name}`,
      ]);
      return {
        openingId: opening.id,
        name,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${runIndex + 1}${index}${n}@example.in`,
        mobile: demoMobile(random),
        coverNote: `I would like to apply for the ${demo.title} role. I have worked on returns and notices for clients in ${city} and can join within a month.`,
        resumeFilename: `${name} CV.pdf`,
        resumeContentType: 'application/pdf',
        resumeBytes: resume,
        resumeSize: resume.length,
        ip: demoIp(random),
        userAgent: demoUserAgent(random),
        createdAt,
        status,
        statusChangedAt: status === 'received' ? null : momentBetween(random, createdAt, now),
        notes: noted ? random.pick(NOTES) : '',
        notesUpdatedAt: noted ? momentBetween(random, createdAt, now) : null,
      };
    });
    // A few hundred rows of 16 columns: well under PostgreSQL's limit of parameters per statement.
    for (let start = 0; start < rows.length; start += 500) {
      await db.insert(jobApplications).values(rows.slice(start, start + 500));
    }
    applications += rows.length;
  }
  return { openings: OPENINGS.length, applications };
}
