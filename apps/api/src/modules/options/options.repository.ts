import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedbackTypes, incidentTypes, lgas, stations } from '../../db/schema';

export function listLgas(db: Db) {
  return db.select({ id: lgas.id, name: lgas.name }).from(lgas).orderBy(asc(lgas.sortOrder), asc(lgas.name));
}

/** The types a citizen may report under: deactivated ones are no longer offered (issue 14). */
export function listIncidentTypes(db: Db) {
  return db
    .select({ id: incidentTypes.id, name: incidentTypes.name })
    .from(incidentTypes)
    .where(eq(incidentTypes.isActive, true))
    .orderBy(asc(incidentTypes.sortOrder));
}

export function listFeedbackTypes(db: Db) {
  return db
    .select({ id: feedbackTypes.id, name: feedbackTypes.name })
    .from(feedbackTypes)
    .orderBy(asc(feedbackTypes.sortOrder));
}

export function listActiveStations(db: Db) {
  return db
    .select({ id: stations.id, formation: stations.formation })
    .from(stations)
    .where(eq(stations.isActive, true))
    .orderBy(asc(stations.formation));
}
