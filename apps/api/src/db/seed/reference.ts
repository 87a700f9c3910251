/** Reference data every deployment needs; idempotent (safe on every start). */
import {
  FEEDBACK_TYPES,
  INCIDENT_TYPES,
  RATED_FEEDBACK_TYPES,
  RELATIONSHIPS,
  SENSITIVE_INCIDENT_TYPES,
} from '@safeogun/contract/reference';
import { DEFAULT_SLA_TARGETS } from '@safeogun/contract/sla';
import type { Db } from '../client';
import { feedbackTypes, incidentTypes, relationships } from '../schema';
import { importLgaBoundaries, readLgaBoundaries } from './lga-boundaries';

export async function seedReferenceData(db: Db, lgaBoundariesPath: string): Promise<void> {
  await importLgaBoundaries(db, await readLgaBoundaries(lgaBoundariesPath));
  // Only into an empty table: administrators rename, add and delete types (issue 14), and a renamed type must not
  // come back under its old name at the next start.
  const [anyType] = await db.select({ id: incidentTypes.id }).from(incidentTypes).limit(1);
  if (!anyType)
    await db
      .insert(incidentTypes)
      .values(
        INCIDENT_TYPES.map((name, i) => ({
          name,
          sortOrder: i,
          ...DEFAULT_SLA_TARGETS[name],
          isSensitive: (SENSITIVE_INCIDENT_TYPES as readonly string[]).includes(name),
        })),
      )
      .onConflictDoNothing({ target: incidentTypes.name });
  await db
    .insert(feedbackTypes)
    .values(
      FEEDBACK_TYPES.map((name, i) => ({
        name,
        sortOrder: i,
        isRated: (RATED_FEEDBACK_TYPES as readonly string[]).includes(name),
      })),
    )
    .onConflictDoNothing({ target: feedbackTypes.name });
  await db
    .insert(relationships)
    .values(RELATIONSHIPS.map((name, i) => ({ name, sortOrder: i })))
    .onConflictDoNothing({ target: relationships.name });
}
