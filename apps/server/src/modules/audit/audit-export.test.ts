import { describe, expect, it } from 'vitest';
import { auditCsv, exportFilename, formatIstTimestamp } from './audit-export.ts';
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
  actorId: 7,
  actorName: 'Asha Kulkarni',
  actorEmail: 'asha@example.in',
  targetName: 'Asha Kulkarni',
  targetEmail: 'asha@example.in',
  ...changes,
});

describe('formatIstTimestamp and exportFilename', () => {
  it('writes the moment in IST, to the second', () => {
    expect(formatIstTimestamp(new Date('2026-11-23T08:35:09.999Z'))).toBe(
      '2026-11-23 14:05:09 IST',
    );
  });

  it('crosses midnight in India before it does in UTC', () => {
    expect(formatIstTimestamp(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01 00:00:00 IST');
    expect(exportFilename(new Date('2026-03-31T18:30:00Z'))).toBe('audit-trail-2026-04-01.csv');
    expect(exportFilename(new Date('2026-03-31T18:29:59Z'))).toBe('audit-trail-2026-03-31.csv');
  });
});

describe('auditCsv', () => {
  it('writes the header and one line per event with the action label, people and JSON details', () => {
    const lines = auditCsv([row()]).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFTime (IST),Action,Actor name,Actor e-mail,Target,IP address,Before,After',
    );
    expect(lines[1]).toBe(
      '2026-11-23 14:05:09 IST,Profile updated,Asha Kulkarni,asha@example.in,Asha Kulkarni <asha@example.in>,10.1.2.3,"{""name"":""Asha""}","{""name"":""Asha K""}"',
    );
    expect(lines).toHaveLength(3);
  });

  it('names a session target by kind and id, and leaves missing people and details empty', () => {
    const line = auditCsv([
      row({
        action: 'sign_in',
        targetType: 'session',
        targetId: 'abc',
        targetName: null,
        targetEmail: null,
        before: null,
        after: null,
        actorId: null,
        actorName: null,
        actorEmail: null,
        ip: null,
      }),
    ]).split('\r\n')[1];
    expect(line).toBe('2026-11-23 14:05:09 IST,Signed in,,,session abc,,,');
  });

  it('neutralises a name a spreadsheet would run', () => {
    const line = auditCsv([row({ actorName: '=HYPERLINK("http://x")' })]).split('\r\n')[1];
    expect(line).toContain(',"\'=HYPERLINK(""http://x"")",');
  });
});
