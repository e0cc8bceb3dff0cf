import { mattersApi } from '@prakar/shared/api/matters';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { APPEAL, openMatter } from '#test/matters-helpers.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import { newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';

/** Minutes before the new year in India: 31 December 2026, 23:50 IST. */
const { clock, app } = useTestAppWithClock({
  start: new Date('2026-12-31T18:20:00.000Z'),
  env: PLATFORM_ADMIN_ENV,
});

let staff: Awaited<ReturnType<typeof signInPlatformAdmin>>;
let organisationId: string;

beforeAll(async () => {
  staff = await signInPlatformAdmin(app());
  organisationId = (await newAdmin(app(), 'Sundaram Logistics')).organisationId;
});

const open = async () => (await openMatter(staff, organisationId)).number;

describe('the numbers of matters', () => {
  it('count without gaps through the IST year of opening, a refused opening taking none', async () => {
    expect(await open()).toBe('MAT-2026-0001');
    const refused = await staff.call(mattersApi.create, {
      body: { ...APPEAL, organisationId, year: '2030-31' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await open()).toBe('MAT-2026-0002');
  });

  it('start again at 0001 at midnight IST on 1 January', async () => {
    clock.set('2026-12-31T18:29:59.999Z');
    expect(await open()).toBe('MAT-2026-0003');
    clock.set('2026-12-31T18:30:00.000Z');
    expect(await open()).toBe('MAT-2027-0001');
    expect(await open()).toBe('MAT-2027-0002');
  });

  it('give each of several openings at once its own number', async () => {
    const numbers = await Promise.all([open(), open(), open()]);
    expect(numbers.sort()).toEqual(['MAT-2027-0003', 'MAT-2027-0004', 'MAT-2027-0005']);
  });
});
