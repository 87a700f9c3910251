/**
 * The one setting read before the configuration (decision 039): where the embedded database lives. server.ts opens
 * PGlite on its thread from it while config.ts, which loads zod and the contract to validate every setting, is still
 * loading (about 0.3 s of a start). config.ts places the database by the same function, so both agree; its checks
 * still decide whether the server starts (a thread started for a configuration that fails stops with the process).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** DATA_DIR when unset. */
export const DEFAULT_DATA_DIR = './data';

/** The embedded database's directory in DATA_DIR. */
export const pgliteDirIn = (dataDir: string) => path.join(dataDir, 'pgdata');

/**
 * The embedded database's directory as this process's environment gives it, unchecked, when it already holds a
 * database; else null (PostgreSQL, or a first start, whose database is created only once the configuration holds:
 * a creation cut short by a configuration error would leave a half-made database behind).
 */
export function earlyEmbeddedDatabaseDir(): string | null {
  const { DATA_DIR, DATABASE_URL } = process.env;
  // An empty DATA_DIR is refused by config.ts.
  if (DATABASE_URL || DATA_DIR === '') return null;
  const dir = pgliteDirIn(path.resolve(DATA_DIR ?? DEFAULT_DATA_DIR));
  return existsSync(path.join(dir, 'PG_VERSION')) ? dir : null;
}
