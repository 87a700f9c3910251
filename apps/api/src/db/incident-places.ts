/**
 * Reports with their incident type, LGA and station joined: the one query the citizen's reports, the police case and
 * the Open311 requests start from (each adds its columns, joins and filters).
 */
import { eq } from 'drizzle-orm';
import type { PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import { incidentTypes, incidents, lgas, stations } from './schema';

/** The report with the names of its type, station and LGA. */
export const incidentWithPlaceNames = {
  incident: incidents,
  typeName: incidentTypes.name,
  stationFormation: stations.formation,
  lgaName: lgas.name,
};

/** A select from incidents (made `$dynamic()`) joined to its type (always there) and, where set, its LGA and station. */
export function withPlaces<T extends PgSelectQueryBuilder>(query: T) {
  return query
    .innerJoin(incidentTypes, eq(incidentTypes.id, incidents.incidentTypeId))
    .leftJoin(lgas, eq(lgas.id, incidents.lgaId))
    .leftJoin(stations, eq(stations.id, incidents.stationId));
}
