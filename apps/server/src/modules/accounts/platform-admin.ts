import { site } from '@prakar/shared/site';
import type { Database, Executor } from '#src/db/client.ts';
import { storeGivenSecret } from '#src/modules/two-factor/two-factor-records.ts';
import { createAccountsRepository, type OrganisationRow } from './accounts-repository.ts';
import type { PasswordHasher } from './password-hasher.ts';

export const PLATFORM_ORGANISATION_NAME = 'Prakar Tax Advisory';

/** The firm's own organisation, written the first time one of its staff needs it. */
export async function firmOrganisation(db: Executor, at: Date): Promise<OrganisationRow> {
  const repository = createAccountsRepository(db);
  return (
    (await repository.findFirm()) ??
    (await repository.insertOrganisation({
      name: PLATFORM_ORGANISATION_NAME,
      legalName: site.name,
      isFirm: true,
      createdAt: at,
    }))
  );
}

/**
 * Creates the platform administrator named by PLATFORM_ADMIN_EMAIL if no account has that
 * address, with two-step sign-in on when a TOTP secret is configured too (staff always need
 * it, docs/decisions/0088). An existing account is left as it is, so a restart never resets a
 * changed password or authenticator.
 */
export async function ensurePlatformAdmin(
  db: Database,
  admin: { email: string; password: string; totpSecret?: string | undefined },
  tools: { hasher: PasswordHasher; twoFactorKey: Buffer; now: () => Date },
): Promise<'created' | 'exists'> {
  const existing = await createAccountsRepository(db).findUserByEmail(admin.email);
  if (existing) return 'exists';
  const passwordHash = await tools.hasher.hash(admin.password);
  await db.transaction(async (tx) => {
    const repository = createAccountsRepository(tx);
    const at = tools.now();
    const organisation = await firmOrganisation(tx, at);
    const user = await repository.insertUser({
      email: admin.email,
      name: 'Platform administrator',
      passwordHash,
      role: 'platform_admin',
      status: 'active',
      emailVerifiedAt: at,
      organisationId: organisation.id,
      createdAt: at,
    });
    if (admin.totpSecret) {
      await storeGivenSecret(tx, tools.twoFactorKey, {
        userId: user.id,
        secret: admin.totpSecret,
        at,
      });
    }
  });
  return 'created';
}
