import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { seedDemoContent } from './seed/demo';
import { seedDemoPolice } from './seed/demo-police';
import { seedReferenceData } from './seed/reference';

/** Opens the configured database, applies migrations and seeds reference (and, when enabled, demo) data. */
export async function prepareDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    await seedReferenceData(database.db, config.lgaBoundariesPath);
    if (config.seedDemo) {
      await seedDemoContent(database.db);
      await seedDemoPolice(database.db);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
