import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedbackTypes, incidentTypes, lgas, stations } from '../../db/schema';

export function listLgas(db: Db) {
  return db.select({ id: lgas.id, name: lgas.name }).from(lgas).orderBy(asc(lgas.sortOrder), asc(lgas.name));
}

export function listIncidentTypes(db: Db) {
  return db
    .select({ id: incidentTypes.id, name: incidentTypes.name })
    .from(incidentTypes)
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
