import { describe, expect, it } from 'vitest';
import { auditCsv, exportFilename } from './audit-export.ts';
import type { AuditRow } from './audit-repository.ts';

const row = (changes: Partial<AuditRow> = {}): AuditRow => ({
  id: '5c1f0a9e-0000-4000-8000-000000000001',
  at: new Date('2026-11-23T08:35:09.123Z'),
  action: 'profile_updated',
  targetType: 'user',
  targetId: '7',
  ip: '10.1.2.3',
  before: { name: 'Asha' },
  after: { name: 'Asha K' },
  actorName: 'Asha Kulkarni',
  actorEmail: 'asha@example.in',
  targetName: 'Asha Kulkarni',
  targetEmail: 'asha@example.in',
  orderNumber: null,
  planName: null,
  productName: null,
  ...changes,
});

describe('exportFilename', () => {
  it('crosses midnight in India before it does in UTC', () => {
    expect(exportFilename(new Date('2026-03-31T18:30:00Z'))).toBe('audit-trail-2026-04-01.csv');
    expect(exportFilename(new Date('2026-03-31T18:29:59Z'))).toBe('audit-trail-2026-03-31.csv');
  });
});

/** The whole file, from rows read in two batches. */
async function csvOf(rows: AuditRow[]): Promise<string> {
  async function* batches() {
    yield rows.slice(0, 1);
    if (rows.length > 1) yield rows.slice(1);
  }
  let text = '';
  for await (const chunk of auditCsv(batches())) text += chunk;
  return text;
}

describe('auditCsv', () => {
  it('writes the header and one line per event with the sentence, the action label, people and JSON details', async () => {
    const lines = (await csvOf([row()])).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFTime (IST),What happened,Action,Actor name,Actor e-mail,Target,IP address,Before,After',
    );
    expect(lines[1]).toBe(
      '2026-11-23 14:05:09 IST,Asha Kulkarni updated their profile,Profile updated,Asha Kulkarni,asha@example.in,Asha Kulkarni <asha@example.in>,10.1.2.3,"{""name"":""Asha""}","{""name"":""Asha K""}"',
    );
    expect(lines).toHaveLength(3);
  });

  it('names a session target by kind and id, and leaves missing people and details empty', async () => {
    const line = (
      await csvOf([
        row({
          action: 'sign_in',
          targetType: 'session',
          targetId: 'abc',
          targetName: null,
          targetEmail: null,
          before: null,
          after: null,
          actorName: null,
          actorEmail: null,
          ip: null,
        }),
      ])
    ).split('\r\n')[1];
    expect(line).toBe('2026-11-23 14:05:09 IST,A former user signed in,Signed in,,,session abc,,,');
  });

  it('names an order by its number and a plan by its product and name, amounts in rupees', async () => {
    const [, paid, plan] = (
      await csvOf([
        row({
          action: 'order_paid',
          targetType: 'order',
          targetId: '5c1f0a9e-0000-4000-8000-0000000000aa',
          targetName: null,
          targetEmail: null,
          actorName: null,
          actorEmail: null,
          orderNumber: 42,
          before: null,
          after: { method: 'upi', totalPaise: 2_832_000 },
        }),
        row({
          action: 'plan_updated',
          targetType: 'plan',
          targetId: 'EPOI_STARTER',
          targetName: null,
          targetEmail: null,
          planName: 'Starter',
          productName: 'E-POI',
          before: { pricePaise: 1_200_000, isAvailable: true },
          after: { pricePaise: 1_200_000, isAvailable: false },
        }),
      ])
    ).split('\r\n');
    expect(paid).toMatch(
      /^2026-11-23 14:05:09 IST,"Order ORD-000042 was paid \(₹28,320\.00, UPI\)",Order paid,,,order ORD-000042,/,
    );
    expect(plan).toContain(
      ',Asha Kulkarni made E-POI Starter unavailable,Plan price or availability changed,Asha Kulkarni,asha@example.in,plan E-POI Starter,',
    );
  });

  it('neutralises a name a spreadsheet would run', async () => {
    const line = (await csvOf([row({ actorName: '=HYPERLINK("http://x")' })])).split('\r\n')[1];
    expect(line).toContain(',"\'=HYPERLINK(""http://x"")",');
  });
});
