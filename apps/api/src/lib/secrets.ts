import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

const newSecret = () => randomBytes(48).toString('base64url');
const secretFile = (dataDir: string, name: string) => path.join(dataDir, 'secrets', name);

/** Reads a secret from DATA_DIR/secrets, creating a random one on first start (never hard-coded). */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = secretFile(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = newSecret();
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** The generated secrets every process on a PostgreSQL database shares (decision 034). */
export const SHARED_SECRETS = ['jwt-secret', 'file-url-secret', 'channels-secret', 'evidence-key'] as const;
export type SharedSecretName = (typeof SHARED_SECRETS)[number];

/**
 * A generated secret every process on the database shares (decision 034). On PostgreSQL it lives in server_secrets:
 * the first process to start writes it (adopting the DATA_DIR file an earlier one-process deployment made, so its
 * tokens and links stay good) and every other one reads that row; a key of its own would make each process reject
 * what the others signed. The embedded database is one process's: its DATA_DIR file, as before.
 */
export async function sharedSecret(database: Database, dataDir: string, name: SharedSecretName): Promise<string> {
  if (database.engine !== 'postgres') return loadOrCreateSecret(dataDir, name);
  const file = secretFile(dataDir, name);
  const candidate = existsSync(file) ? readFileSync(file, 'utf8').trim() : newSecret();
  await database.db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await database.db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row!.value;
}

export interface AppSecrets {
  jwt: string;
  fileUrl: string;
  channels: string;
  /** Hashed into the key that seals evidence on local disk when EVIDENCE_KEY is unset (decision 030). */
  evidence: string;
}

/** The configured secrets, else the generated ones (shared through the database on PostgreSQL). */
export async function appSecrets(config: Config, database: Database): Promise<AppSecrets> {
  return {
    jwt: config.jwtSecret ?? (await sharedSecret(database, config.dataDir, 'jwt-secret')),
    fileUrl: await sharedSecret(database, config.dataDir, 'file-url-secret'),
    channels: config.channels.secret ?? (await sharedSecret(database, config.dataDir, 'channels-secret')),
    evidence: await sharedSecret(database, config.dataDir, 'evidence-key'),
  };
}
