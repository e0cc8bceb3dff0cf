import { randomUUID } from 'node:crypto';
import { slugify } from '@prakar/shared/slugify';
import type { organisations } from '#src/db/schema.ts';
import {
  type DemoOrganisation,
  organisationRowOf,
  plannedOrganisation,
} from '#src/demo-data/demo-organisation.ts';
import { SURNAMES } from '#src/demo-data/indian-names.ts';
import type { Random } from '#src/demo-data/random.ts';

const TRADES = [
  'Textiles',
  'Engineering Works',
  'Pharmaceuticals',
  'Logistics',
  'Traders',
  'Exports',
  'Foods',
  'Steel',
  'Chemicals',
  'Infotech',
  'Builders',
  'Motors',
  'Agro Industries',
  'Auto Components',
  'Ceramics',
  'Paper Mills',
];

/**
 * The `number`th organisation of the platform: a family name and a trade ("Iyer Ceramics"), a
 * company PAN and the GSTIN of its home state, a sign-in slug and e-mail domain made unique by
 * the number.
 */
export function platformOrganisation(
  random: Random,
  number: number,
  createdAt: Date,
): { organisation: DemoOrganisation; row: typeof organisations.$inferInsert } {
  const name = `${random.pick(SURNAMES)} ${random.pick(TRADES)}`;
  const slug = `${slugify(name)}-${number}`;
  const planned = plannedOrganisation(random, { name, slug, corporateName: slug, createdAt });
  const organisation: DemoOrganisation = { id: randomUUID(), ...planned.organisation };
  return {
    organisation,
    row: { id: organisation.id, ...organisationRowOf(organisation, planned.tan) },
  };
}
