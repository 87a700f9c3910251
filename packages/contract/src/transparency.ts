/**
 * The public transparency page and its embeddable JSON (issue 14, decision 016): how the command performs over a
 * period, for the state, an Area Command or an LGA. No figure describes fewer than TRANSPARENCY_MIN_COUNT reports
 * (or ratings, or feedback): such a cell is null, and the page says "fewer than 5".
 */
import { z } from 'zod';
import { envelope } from './envelope';
import { coercedIdSchema } from './validation';

import { DEFAULT_TRANSPARENCY_PERIOD, TRANSPARENCY_PERIODS, type TransparencyPeriod } from './constants';

export {
  DEFAULT_TRANSPARENCY_PERIOD,
  FEWER_THAN_MIN,
  TRANSPARENCY_MIN_COUNT,
  TRANSPARENCY_PERIODS,
  type TransparencyPeriod,
} from './constants';
const PERIOD_VALUES = TRANSPARENCY_PERIODS.map((p) => p.value) as [TransparencyPeriod, ...TransparencyPeriod[]];

/** How long one computation of the figures is reused (seconds). */
export const TRANSPARENCY_CACHE_SECONDS = 300;

/** GET /public/transparency (and its CSV): the period, and at most one area (an LGA inside the command, if both). */
export const transparencyQuerySchema = z.object({
  period: z.enum(PERIOD_VALUES, { message: 'Period must be 30d, 90d or 12m' }).default(DEFAULT_TRANSPARENCY_PERIOD),
  areaCommandId: coercedIdSchema('areaCommandId must be the id of an Area Command').optional(),
  lgaId: coercedIdSchema('lgaId must be the id of a local government area').optional(),
});
export type TransparencyQuery = z.input<typeof transparencyQuerySchema>;

const count = z.number().int().nonnegative().nullable();
const share = z.number().min(0).max(1).nullable();
const minutes = z.number().nonnegative().nullable();

/** The figures of one place (the whole area, an LGA or a station). Null: withheld (fewer than 5) or none. */
const figures = {
  /** Reports received (filed) in the period. */
  received: count,
  /** Of the received reports whose acknowledge target has come due or that were acknowledged: the share acknowledged by their target. */
  shareAcknowledgedOnTime: share,
  /** Median minutes from filing to the first police acknowledgement (acknowledged reports). */
  medianMinutesToAcknowledge: minutes,
  /** Median minutes from filing to resolution or closing (finished reports). */
  medianMinutesToResolve: minutes,
  /** Share of the received reports resolved or closed. */
  shareResolved: share,
  /** The average of the citizens' case ratings (1 to 5) given in the period. */
  averageRating: z.number().min(1).max(5).nullable(),
  /** Case ratings given in the period. */
  ratings: count,
};
export const transparencyFiguresSchema = z.object(figures);
export type TransparencyFigures = z.infer<typeof transparencyFiguresSchema>;

export const transparencyStationSchema = z.object({
  stationId: z.number().int(),
  formation: z.string(),
  lgaId: z.number().int().nullable(),
  ...figures,
});
export type TransparencyStation = z.infer<typeof transparencyStationSchema>;

export const transparencyLgaSchema = z.object({
  lgaId: z.number().int(),
  name: z.string(),
  areaCommandId: z.number().int().nullable(),
  ...figures,
});
export type TransparencyLga = z.infer<typeof transparencyLgaSchema>;

const namedCount = z.object({ name: z.string(), count });

export const transparencySchema = z.object({
  period: z.object({
    value: z.enum(PERIOD_VALUES),
    /** ISO 8601: from (inclusive) and to (exclusive). */
    from: z.string(),
    to: z.string(),
  }),
  area: z.object({
    kind: z.enum(['state', 'areaCommand', 'lga']),
    id: z.number().int().nullable(),
    name: z.string(),
  }),
  totals: z.object({
    ...figures,
    /** Reports received per incident type and per channel. */
    byType: z.array(namedCount.extend({ incidentTypeId: z.number().int() })),
    byChannel: z.array(namedCount.extend({ channel: z.string() })),
    /** Citizens' feedback received in the period per feedback type. */
    feedbackByType: z.array(namedCount.extend({ feedbackTypeId: z.number().int() })),
  }),
  lgas: z.array(transparencyLgaSchema),
  stations: z.array(transparencyStationSchema),
  /** Every Area Command and LGA that can be chosen (for a page's area picker). */
  choices: z.object({
    areaCommands: z.array(z.object({ id: z.number().int(), name: z.string() })),
    lgas: z.array(z.object({ id: z.number().int(), name: z.string(), areaCommandId: z.number().int().nullable() })),
  }),
  /** When the figures were computed (they are reused for a few minutes). */
  generatedAt: z.string(),
});
export type Transparency = z.infer<typeof transparencySchema>;
export const transparencyResponseSchema = envelope(transparencySchema);

export const TRANSPARENCY_MESSAGES = {
  unknownAreaCommand: 'There is no Area Command with this id.',
  unknownLga: 'There is no local government area with this id.',
  lgaOutsideCommand: 'This local government area is not in the chosen Area Command.',
} as const;

/** The CSV's columns, in order (one row per LGA and per station; empty cells are withheld or none). */
export const TRANSPARENCY_CSV_COLUMNS = [
  'level',
  'id',
  'name',
  'received',
  'shareAcknowledgedOnTime',
  'medianMinutesToAcknowledge',
  'medianMinutesToResolve',
  'shareResolved',
  'averageRating',
  'ratings',
] as const;
