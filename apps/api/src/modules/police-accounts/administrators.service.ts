/**
 * Administrators made outside the console: the first one at start-up from ADMIN_EMAIL and ADMIN_PASSWORD when no
 * administrator exists yet, and any one from the command line (`npm run admin:create`). Every later police account
 * comes by invitation. Both are written to the audit log as acts of the system (no actor).
 */
import { meetsPasswordPolicy, unmetPasswordRules } from '@safeogun/contract/auth';
import type { Db } from '../../db/client';
import { insertUser } from '../accounts-core/accounts.repository';
import { hashPassword } from '../accounts-core/passwords';
import { AUDIT_ACTIONS, recordAudit } from '../audit/audit.service';
import * as repo from './police-accounts.repository';
import { inTransaction } from './police-accounts.service';

/** A reason the administrator cannot be made, worded for the person starting the server or running the command. */
export class AdministratorSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdministratorSetupError';
  }
}

interface AdministratorDeps {
  db: Db;
  now: () => Date;
}

async function create(
  deps: AdministratorDeps,
  tx: Db,
  account: { email: string; passwordHash: string; fullName: string },
  via: string,
) {
  const now = deps.now();
  const id = await insertUser(tx, {
    email: account.email,
    userName: account.email.split('@')[0],
    fullName: account.fullName,
    role: 'admin',
    provider: 'email',
    passwordHash: account.passwordHash,
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await recordAudit(
    tx,
    {
      actor: null,
      action: AUDIT_ACTIONS.administratorCreated,
      target: { type: 'user', id },
      details: { via },
      ipAddress: null,
    },
    now,
  );
  return id;
}

/**
 * At start-up: makes the ADMIN_EMAIL administrator when no administrator exists. 'exists' when one does (whoever it
 * is: the variables only ever make the first). Refuses an address that already has a (citizen) account: a police
 * account is never a citizen's.
 */
export async function ensureFirstAdministrator(
  deps: AdministratorDeps,
  admin: { email: string; password: string } | undefined,
): Promise<'created' | 'exists' | 'not-configured'> {
  if (!admin) return 'not-configured';
  if (await repo.findAdministrator(deps.db)) return 'exists';
  if (!meetsPasswordPolicy(admin.password))
    throw new AdministratorSetupError(`ADMIN_PASSWORD: ${unmetPasswordRules(admin.password).join('; ')}`);
  const passwordHash = await hashPassword(admin.password);
  return inTransaction(deps.db, async (tx) => {
    // Two processes starting at once: the second waits here, then finds the first one's administrator.
    await repo.lockEmailAddress(tx, admin.email);
    if (await repo.findAdministrator(tx)) return 'exists';
    if (await repo.accountWithEmail(tx, admin.email))
      throw new AdministratorSetupError(
        `ADMIN_EMAIL: ${admin.email} already has a SafeOgun account that is not an administrator. Set ADMIN_EMAIL to an address without an account.`,
      );
    await create(deps, tx, { email: admin.email, passwordHash, fullName: 'Administrator' }, 'ADMIN_EMAIL');
    return 'created';
  });
}

/** `npm run admin:create`: a new administrator with this email and password (the one password policy applies). */
export async function createAdministrator(
  deps: AdministratorDeps,
  account: { email: string; password: string; fullName?: string },
): Promise<string> {
  const unmet = unmetPasswordRules(account.password);
  if (unmet.length) throw new AdministratorSetupError(`The password is too weak: ${unmet.join('; ')}.`);
  const passwordHash = await hashPassword(account.password);
  return inTransaction(deps.db, async (tx) => {
    await repo.lockEmailAddress(tx, account.email);
    if (await repo.accountWithEmail(tx, account.email))
      throw new AdministratorSetupError(`${account.email} already has a SafeOgun account.`);
    return create(
      deps,
      tx,
      { email: account.email, passwordHash, fullName: account.fullName ?? 'Administrator' },
      'admin:create',
    );
  });
}
