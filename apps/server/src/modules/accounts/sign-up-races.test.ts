import { accountsApi } from '@prakar/shared/api/accounts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisations, outboundMail, users } from '#src/db/schema.ts';
import { randomIp, signUpBody, uniqueEmail } from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { SIGN_UP_MESSAGE } from './accounts-service.ts';

const app = useTestApp();

const AT_ONCE = 5;

/** Sign-ups sent together, each from its own address, then made; their statuses and messages. */
async function signUpsAtOnce(bodies: Record<string, unknown>[]) {
  const responses = await Promise.all(
    bodies.map((body) => call(app(), accountsApi.signUp, { body, ip: randomIp() })),
  );
  // The accounts are made by the worker that takes the recorded requests.
  await app().jobs.drain('account mail');
  return responses.map((response) => [response.statusCode, response.json().message]);
}

const organisationsNamed = (name: string) =>
  app().database.db.select().from(organisations).where(eq(organisations.name, name));

describe('sign-ups at the same moment (on PostgreSQL they truly overlap)', () => {
  it('with one new address: every answer is the usual one, and one account exists', async () => {
    const email = uniqueEmail('same-moment');
    const organisationName = 'Same Moment Traders';
    const body = signUpBody(email, { organisationName });
    expect(await signUpsAtOnce(Array(AT_ONCE).fill(body))).toEqual(
      Array(AT_ONCE).fill([201, SIGN_UP_MESSAGE]),
    );

    const { db } = app().database;
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await organisationsNamed(organisationName)).toHaveLength(1);
    // One confirmation; the owner hears of every other attempt, as after sign-ups one by one.
    const mails = await db.select().from(outboundMail).where(eq(outboundMail.to, email));
    const subjects = mails.map((mail) => mail.subject.replace(/ — .*/, '')).sort();
    expect(subjects).toEqual([
      'Confirm your e-mail address',
      ...Array(AT_ONCE - 1).fill('Someone tried to sign up with your address'),
    ]);
  });

  it('with one organisation name: every organisation is made, each with its own corporate name', async () => {
    const organisationName = 'Mehta Exports';
    const bodies = Array.from({ length: AT_ONCE }, () =>
      signUpBody(uniqueEmail('mehta'), { organisationName }),
    );
    expect(await signUpsAtOnce(bodies)).toEqual(Array(AT_ONCE).fill([201, SIGN_UP_MESSAGE]));

    const corporateNames = (await organisationsNamed(organisationName))
      .map((organisation) => organisation.corporateName)
      .sort();
    expect(corporateNames).toEqual([
      'mehta-exports',
      'mehta-exports-2',
      'mehta-exports-3',
      'mehta-exports-4',
      'mehta-exports-5',
    ]);
  });
});

/**
 * The same races on any database, PGlite included, which runs one query at a time: a trigger
 * adds the clashing row inside the very insert that would create it, as a concurrent sign-up
 * committing a moment earlier does.
 */
describe('a clashing row that appears just before the sign-up inserts its own', () => {
  const RACER = 'racer@example.in';
  const RACING_NAME = 'Racing Traders';

  /** A trigger before each insert into `table` that runs `statement` first. */
  const rivalTrigger = (table: string, statement: string) => [
    `CREATE FUNCTION add_rival_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF pg_trigger_depth() = 1 THEN ${statement} END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER add_rival BEFORE INSERT ON ${table}
     FOR EACH ROW EXECUTE FUNCTION add_rival_${table}()`,
  ];

  async function withRivalRows(run: () => Promise<void>) {
    const { db } = app().database;
    const statements = [
      ...rivalTrigger(
        'users',
        `IF NEW.email = '${RACER}' THEN
           WITH rival AS (INSERT INTO organisations (name) VALUES ('Rival') RETURNING id)
           INSERT INTO users (email, name, role, status, organisation_id, created_at)
           SELECT NEW.email, 'Rival', 'org_admin', 'active', rival.id, now() FROM rival;
         END IF;`,
      ),
      ...rivalTrigger(
        'organisations',
        `IF NEW.name = '${RACING_NAME}'
           AND NOT EXISTS (SELECT FROM organisations WHERE name = 'Rival Traders') THEN
           INSERT INTO organisations (name, corporate_name)
           VALUES ('Rival Traders', NEW.corporate_name);
         END IF;`,
      ),
    ];
    for (const statement of statements) await db.execute(sql.raw(statement));
    try {
      await run();
    } finally {
      await db.execute(sql.raw('DROP FUNCTION add_rival_users, add_rival_organisations CASCADE'));
    }
  }

  it('answers as usual and warns the account that got the address first', async () => {
    await withRivalRows(async () => {
      expect(await signUpsAtOnce([signUpBody(RACER)])).toEqual([[201, SIGN_UP_MESSAGE]]);
    });
    const { db } = app().database;
    const accounts = await db.select().from(users).where(eq(users.email, RACER));
    expect(accounts.map((account) => account.name)).toEqual(['Rival']);
    const mails = await db.select().from(outboundMail).where(eq(outboundMail.to, RACER));
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Someone tried to sign up with your address/),
    ]);
  });

  it('takes the next corporate name when its own is taken meanwhile', async () => {
    await withRivalRows(async () => {
      const body = signUpBody(uniqueEmail('racing'), { organisationName: RACING_NAME });
      expect(await signUpsAtOnce([body])).toEqual([[201, SIGN_UP_MESSAGE]]);
    });
    const [organisation] = await organisationsNamed(RACING_NAME);
    expect(organisation?.corporateName).toBe('racing-traders-2');
  });
});
