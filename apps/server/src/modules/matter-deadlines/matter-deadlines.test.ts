import { matterDeadlineRulesApi } from '@prakar/shared/api/matter-deadline-rules';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { auditSentence } from '@prakar/shared/audit-sentence';
import { MATTER_KINDS } from '@prakar/shared/matter-deadlines';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';

const app = useTestApp({ env: PLATFORM_ADMIN_ENV });

let staff: Awaited<ReturnType<typeof signInPlatformAdmin>>;

beforeAll(async () => {
  staff = await signInPlatformAdmin(app());
});

const rules = async () => (await staff.call(matterDeadlineRulesApi.list)).json().rules;

const ruleOf = async (kind: string, act: string) => {
  const rule = (await rules()).find((each) => each.kind === kind && each.act === act);
  if (!rule) throw new Error(`No rule for ${kind} under ${act}`);
  return rule;
};

describe('deadline rules of advisory matters', () => {
  it('starts with every kind under both Acts, split at 2026-27, with the statutory periods', async () => {
    const all = await rules();
    expect(all).toHaveLength(MATTER_KINDS.length * 2);
    const appeal = await ruleOf('appeal_cit_a', '1961');
    expect(appeal).toMatchObject({
      section: '249(2)',
      firstYear: null,
      lastYear: '2026-27',
      period: { unit: 'days', count: 30 },
    });
    expect((await ruleOf('appeal_itat', '2025')).period).toEqual({ unit: 'days', count: 60 });
    expect((await ruleOf('appeal_itat', '2025')).firstYear).toBe('2026-27');
    expect((await ruleOf('e_drs_application', '1961')).period).toEqual({
      unit: 'months',
      count: 1,
    });
    expect((await ruleOf('scrutiny_143_2', '2025')).period).toEqual({
      unit: 'set_in_notice',
      count: null,
    });
  });

  it('lets staff change a rule, and tells the change in the audit trail', async () => {
    const rule = await ruleOf('drp_objections', '1961');
    const body = {
      section: '144C(2)',
      firstYear: '2020-21',
      lastYear: '2026-27',
      period: { unit: 'days' as const, count: 31 },
    };
    const changed = await staff.call(matterDeadlineRulesApi.update, {
      params: { id: rule.id },
      body,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject(body);
    expect(await ruleOf('drp_objections', '1961')).toMatchObject(body);

    const [event] = await app().database.db.query.auditEvents.findMany({
      where: (row, { eq }) => eq(row.targetId, rule.id),
    });
    expect(event?.organisationId).toBeNull();
    expect(event?.actorUserId).toBe(staff.id);
    expect(
      auditSentence({
        action: 'deadline_rule_changed',
        actor: { name: 'Meera Nair', email: 'meera@example.in' },
        targetUser: null,
        orderNumber: null,
        planName: null,
        before: event?.before ?? null,
        after: event?.after ?? null,
      }),
    ).toBe(
      'Meera Nair set the deadline rule of “Objections before the DRP” under the Income-tax Act, 1961 to 31 days, section 144C(2), assessment years 2020-21 to 2026-27 (it was 30 days, section 144C(2), assessment years up to 2026-27)',
    );
  });

  it('says which field is wrong, and changes nothing', async () => {
    const rule = await ruleOf('appeal_cit_a', '2025');
    const response = await staff.call(matterDeadlineRulesApi.update, {
      params: { id: rule.id },
      body: {
        section: '249(2)',
        firstYear: '2027-28',
        lastYear: '2026-27',
        period: { unit: 'days', count: 30 },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      lastYear: 'The last year cannot come before the first.',
    });
    expect(await ruleOf('appeal_cit_a', '2025')).toEqual(rule);
  });

  it('answers 404 for a rule that does not exist', async () => {
    const response = await staff.call(matterDeadlineRulesApi.update, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { section: '1', firstYear: null, lastYear: null, period: { unit: 'months', count: 1 } },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a customer, to read and to change', async () => {
    const customer = await newAdmin(app(), 'Sundaram Logistics');
    const rule = await ruleOf('appeal_itat', '1961');
    expect((await customer.call(matterDeadlineRulesApi.list)).statusCode).toBe(403);
    const change = await customer.call(matterDeadlineRulesApi.update, {
      params: { id: rule.id },
      body: { section: '253', firstYear: null, lastYear: null, period: { unit: 'days', count: 1 } },
    });
    expect(change.statusCode).toBe(403);
    expect(await ruleOf('appeal_itat', '1961')).toEqual(rule);
  });
});
