import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { matterEngagementsApi } from '@prakar/shared/api/matter-engagements';
import { mattersApi } from '@prakar/shared/api/matters';
import type { CreateMatterInput, MatterDetail } from '@prakar/shared/matters';
import { beforeAll } from 'vitest';
import { PLATFORM_ADMIN_ENV, type TestApp, type TestAppOptions } from './build-test-app.ts';
import { type FilePart, multipartBody } from './multipart-body.ts';
import { useTestAppWithClock } from './use-test-app.ts';
import { type Caller, inviteAndJoin, newAdmin, signInPlatformAdmin } from './users-helpers.ts';
import { buildPdf } from './zip-writer.ts';

/** Wednesday 2 December 2026, 11:30 IST: the day the matters' tests happen on. */
export const MATTERS_TODAY = new Date('2026-12-02T06:00:00.000Z');

/** A signed-in user of a customer, with the address their mail goes to. */
export type Person = Caller & { email: string; id: number; organisationId: string };

/** Who takes part in a matter's tests. */
export interface MatterPeople {
  /** The firm's administrator. */
  staff: Caller & { id: number };
  /** The administrator of Sundaram Logistics, the client. */
  client: Person;
  /** A member of the client without the power to manage matters. */
  member: Person;
  /** The administrator of another organisation, Other Industries. */
  stranger: Person;
  /** The client's organisation. */
  organisationId: string;
}

/**
 * The app of a file of matters' tests, with the firm's administrator, on a clock at
 * `MATTERS_TODAY` (built by `build`, e.g. `buildPaymentsApp`).
 */
export const useMattersApp = (build?: (options: TestAppOptions) => Promise<TestApp>) =>
  useTestAppWithClock({ start: MATTERS_TODAY, env: PLATFORM_ADMIN_ENV }, build);

/** `useMattersApp`, and the people taking part, signed in before the file's first test. */
export function useMatterPeople(build?: (options: TestAppOptions) => Promise<TestApp>) {
  const { clock, app } = useMattersApp(build);
  const people = {} as MatterPeople;
  beforeAll(async () => {
    people.staff = await signInPlatformAdmin(app());
    people.client = await newAdmin(app(), 'Sundaram Logistics');
    people.member = await inviteAndJoin(app(), people.client);
    people.stranger = await newAdmin(app(), 'Other Industries');
    people.organisationId = people.client.organisationId;
  });
  return { clock, app, people };
}

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

/** A scrutiny notice under section 143(2), served on 25 November, with a reply due 15 December. */
export const SCRUTINY_REQUEST = {
  kind: 'scrutiny_143_2',
  subjectType: 'pan',
  subject: 'AAPFU0939F',
  act: '1961',
  year: '2025-26',
  din: 'ITBA/AST/S/143(2)/2025-26/1046123456(1)',
  servedOn: '2026-11-25',
  dateInNotice: '2026-12-15',
  description: 'The notice asks for our books of account.',
};

/** The notice as a client attaches it. */
export const noticePdf = (): FilePart => ({
  filename: 'Notice 143(2).pdf',
  contentType: 'application/pdf',
  content: buildPdf('Notice under section 143(2)'),
});

/** A client's request for help with a notice, sent as the browser's form sends it. */
export function requestHelp(
  caller: Caller,
  fields: Record<string, string> = SCRUTINY_REQUEST,
  notice: FilePart | null = noticePdf(),
) {
  const { payload, headers } = multipartBody(fields, notice ? { notice } : {});
  return caller.call(matterDocumentsApi.request, { body: payload, headers });
}

/** The matter `requestHelp` opens for the scrutiny notice; fails otherwise. */
export async function requestedMatter(caller: Caller, notice = noticePdf()): Promise<MatterDetail> {
  const response = await requestHelp(caller, SCRUTINY_REQUEST, notice);
  if (response.statusCode !== 201) throw new Error(`Requesting help failed: ${response.body}`);
  return response.json<MatterDetail>();
}
