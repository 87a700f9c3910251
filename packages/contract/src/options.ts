import { z } from 'zod';
import { envelope } from './envelope';

export const idNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof idNameSchema>;

/** GET /options/lgas/all */
export const lgasResponseSchema = envelope(z.object({ lgas: z.array(idNameSchema) }));
/** GET /incident/types */
export const incidentTypesResponseSchema = envelope(z.array(idNameSchema));
/** GET /feedback/types */
export const feedbackTypesResponseSchema = envelope(z.array(idNameSchema));

export const stationOptionSchema = z.object({ id: z.number().int(), formation: z.string() });
export type StationOption = z.infer<typeof stationOptionSchema>;
/** GET /feedback/stations */
export const feedbackStationsResponseSchema = envelope(z.array(stationOptionSchema));
