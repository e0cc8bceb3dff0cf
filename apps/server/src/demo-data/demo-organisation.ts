import { slugify } from '@prakar/shared/slugify';
import { like } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { organisations } from '#src/db/schema.ts';
import { demoGstin, demoPan, demoTan } from './identities.ts';
import { CITIES, COMPANIES, type DemoCity, STREETS } from './indian-names.ts';
import type { Random } from './random.ts';

/** Demo organisations' sign-in slugs start with this, which is how a later run counts them. */
const CORPORATE_NAME_PREFIX = 'demo-';

export interface DemoOrganisation {
  id: string;
  name: string;
  legalName: string;
  corporateName: string;
  /** Where its users' e-mail addresses are: a reserved `.example` domain, so no mail leaves. */
  emailDomain: string;
  pan: string;
  gstin: string;
  city: DemoCity;
  addressLine1: string;
  createdAt: Date;
}

/** How many demo organisations the database already holds: this run's number among them. */
export async function demoRunIndex(db: Executor): Promise<number> {
  const rows = await db
    .select({ corporateName: organisations.corporateName })
    .from(organisations)
    .where(like(organisations.corporateName, `${CORPORATE_NAME_PREFIX}%`));
  return rows.length;
}

/** The run's name: the companies in turn, then again with a number, so every run differs. */
function nameOf(runIndex: number): string {
  const base = COMPANIES[runIndex % COMPANIES.length] ?? COMPANIES[0];
  const round = Math.floor(runIndex / COMPANIES.length);
  return round === 0 ? base : `${base} ${round + 1}`;
}

/** Where a demo organisation is, and its tax identities, drawn from `random` in this order. */
function demoPlace(random: Random, name: string) {
  const city = random.pick(CITIES);
  const pan = demoPan(random, 'C', name);
  const gstin = demoGstin(city.stateCode, pan);
  const addressLine1 = `${random.int(1, 400)}, ${random.pick(STREETS)}`;
  const tan = demoTan(random, city.tanPrefix, name);
  return { city, pan, gstin, addressLine1, tan };
}

/** A demo organisation's row, as both the single demo and the platform set write it. */
export function organisationRowOf(
  organisation: Omit<DemoOrganisation, 'id' | 'emailDomain'>,
  tan: string,
) {
  const { city } = organisation;
  return {
    name: organisation.name,
    legalName: organisation.legalName,
    pan: organisation.pan,
    gstin: organisation.gstin,
    tan,
    addressLine1: organisation.addressLine1,
    city: city.name,
    stateCode: city.stateCode,
    pinCode: city.pinCode,
    corporateName: organisation.corporateName,
    createdAt: organisation.createdAt,
  };
}

/**
 * A demo organisation before it is written, its place drawn from `random`, with the TAN its row
 * keeps; its users' mail is at `slug`.example.
 */
export function plannedOrganisation(
  random: Random,
  {
    name,
    slug,
    corporateName,
    createdAt,
  }: { name: string; slug: string; corporateName: string; createdAt: Date },
) {
  const { tan, ...place } = demoPlace(random, name);
  const organisation: Omit<DemoOrganisation, 'id'> = {
    name,
    legalName: `${name} Private Limited`,
    corporateName,
    emailDomain: `${slug}.example`,
    ...place,
    createdAt,
  };
  return { organisation, tan };
}

export async function insertDemoOrganisation(
  db: Executor,
  random: Random,
  runIndex: number,
  createdAt: Date,
): Promise<DemoOrganisation> {
  const name = nameOf(runIndex);
  const slug = slugify(name);
  const corporateName = `${CORPORATE_NAME_PREFIX}${slug}`;
  const { organisation, tan } = plannedOrganisation(random, {
    name,
    slug,
    corporateName,
    createdAt,
  });
  const [row] = await db
    .insert(organisations)
    .values(organisationRowOf(organisation, tan))
    .returning({ id: organisations.id });
  if (!row) throw new Error('Inserting the demo organisation returned no row.');
  return { id: row.id, ...organisation };
}
