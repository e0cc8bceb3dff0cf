import { matterEngagementsApi } from '@prakar/shared/api/matter-engagements';
import { mattersApi } from '@prakar/shared/api/matters';
import type { CreateMatterInput, MatterDetail } from '@prakar/shared/matters';
import type { Caller } from './users-helpers.ts';

/** An appeal to the CIT(A) under the 1961 Act: 30 days from service. */
export const APPEAL = {
  kind: 'appeal_cit_a',
  subjectType: 'pan',
  subject: 'AAPFU0939F',
  act: '1961',
  year: '2025-26',
  servedOn: '2026-11-20',
} as const satisfies Partial<CreateMatterInput>;

/** Opens a matter as `staff` (an appeal unless told otherwise) and answers it. */
export async function openMatter(
  staff: Caller,
  organisationId: string,
  fields: Partial<CreateMatterInput> = {},
): Promise<MatterDetail> {
  const response = await staff.call(mattersApi.create, {
    body: { ...APPEAL, organisationId, ...fields },
  });
  if (response.statusCode !== 201) throw new Error(`Opening a matter failed: ${response.body}`);
  return response.json<MatterDetail>();
}

/** Terms of an engagement letter as staff type them: rupees, before GST. */
export const TERMS = {
  scope: 'Draft and file the reply to the notice, and attend the hearing that follows.',
  fee: '50,000',
  advance: '20,000',
} as const;

/** Accepts a requested matter as `staff` by writing its engagement letter; fails otherwise. */
export async function acceptMatter(
  staff: Caller,
  id: string,
  terms: Partial<typeof TERMS> = {},
): Promise<void> {
  const response = await staff.call(matterEngagementsApi.write, {
    params: { id },
    body: { ...TERMS, ...terms },
  });
  if (response.statusCode !== 201) throw new Error(`Accepting failed: ${response.body}`);
}
