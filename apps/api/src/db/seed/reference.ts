/** Reference data every deployment needs; idempotent (safe on every start). */
import {
  FEEDBACK_TYPES,
  INCIDENT_TYPES,
  RATED_FEEDBACK_TYPES,
  RELATIONSHIPS,
  SENSITIVE_INCIDENT_TYPES,
} from '@safeogun/contract/reference';
import type { Db } from '../client';
import { feedbackTypes, incidentTypes, relationships } from '../schema';
import { importLgaBoundaries, readLgaBoundaries } from './lga-boundaries';

/** Response-time targets (minutes) per incident type; police can change them later. */
const SLA_MINUTES: Record<(typeof INCIDENT_TYPES)[number], number> = {
  Theft: 24 * 60,
  'Assault or Abuse': 4 * 60,
  'Domestic Violence': 2 * 60,
  Kidnapping: 30,
  Murder: 30,
  'Police Misconduct': 72 * 60,
  'Public Disturbance': 6 * 60,
  Emergency: 15,
};

export async function seedReferenceData(db: Db, lgaBoundariesPath: string): Promise<void> {
  await importLgaBoundaries(db, await readLgaBoundaries(lgaBoundariesPath));
  await db
    .insert(incidentTypes)
    .values(
      INCIDENT_TYPES.map((name, i) => ({
        name,
        sortOrder: i,
        slaMinutes: SLA_MINUTES[name],
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
