/**
 * Response-time targets (SLAs, issue 12, decision 011): per incident type a time to acknowledge and a time to
 * resolve, in minutes. Administrators change them (GET and PUT /admin/sla-targets); a report keeps the targets in
 * force when it was filed. Time on hold does not count. A report past a target is overdue and escalates one level
 * up (station, then Area Command, then State HQ), once per level.
 */
import { z } from 'zod';
import { envelope } from './envelope';
import type { INCIDENT_TYPES } from './reference';
import { coercedIdSchema } from './validation';

const HOUR = 60;
const DAY = 24 * HOUR;

export interface SlaMinutes {
  acknowledgeMinutes: number;
  resolveMinutes: number;
}

/** The targets every new database starts with (issue 12); administrators change them in the console. */
export const DEFAULT_SLA_TARGETS: Record<(typeof INCIDENT_TYPES)[number], SlaMinutes> = {
  Emergency: { acknowledgeMinutes: 15, resolveMinutes: 72 * HOUR },
  Kidnapping: { acknowledgeMinutes: 15, resolveMinutes: 72 * HOUR },
  Murder: { acknowledgeMinutes: 15, resolveMinutes: 72 * HOUR },
  'Assault or Abuse': { acknowledgeMinutes: HOUR, resolveMinutes: 7 * DAY },
  'Domestic Violence': { acknowledgeMinutes: HOUR, resolveMinutes: 7 * DAY },
  Theft: { acknowledgeMinutes: 4 * HOUR, resolveMinutes: 14 * DAY },
  'Police Misconduct': { acknowledgeMinutes: 4 * HOUR, resolveMinutes: 14 * DAY },
  'Public Disturbance': { acknowledgeMinutes: 4 * HOUR, resolveMinutes: 14 * DAY },
};

/** The range of each target, in minutes (the database refuses others too). */
export const SLA_LIMITS = {
  acknowledge: { min: 1, max: 7 * DAY },
  resolve: { min: 1, max: 365 * DAY },
} as const;

/** Escalation levels above the station: each missed target period moves a report one level, up to State HQ. */
export const MAX_ESCALATION_LEVEL = 2;

export const SLA_MESSAGES = {
  acknowledgeRange: 'Time to acknowledge must be a whole number of minutes from 1 minute to 7 days (10080 minutes).',
  resolveRange: 'Time to resolve must be a whole number of minutes from 1 minute to 365 days (525600 minutes).',
  resolveShorter: 'Time to resolve cannot be shorter than time to acknowledge.',
  unknownType: 'There is no incident type with that id.',
  typeId: 'incidentTypeId must be a whole number from 1 to 2147483647.',
  listed: 'Response-time targets retrieved',
  saved: 'Response-time target saved',
  unchanged: 'These are already the targets of this incident type.',
} as const;

/** "15 min", "1 h 30 min", "3 days": a target or a time left as an officer reads it. */
export function formatMinutes(total: number): string {
  const minutes = Math.max(0, Math.round(total));
  const days = Math.floor(minutes / DAY);
  const hours = Math.floor((minutes % DAY) / HOUR);
  const rest = minutes % HOUR;
  const parts: string[] = [];
  if (days) parts.push(`${days} ${days === 1 ? 'day' : 'days'}`);
  if (hours) parts.push(`${hours} h`);
  if (rest || parts.length === 0) parts.push(`${rest} min`);
  // Two parts at most: "3 days 4 h", never "3 days 4 h 12 min".
  return parts.slice(0, 2).join(' ');
}

const minutes = (range: { min: number; max: number }, message: string) =>
  z
    .number({ message })
    .min(range.min, { message, abort: true })
    .max(range.max, { message, abort: true })
    .int({ message });

const slaMinutesObject = z.object({
  acknowledgeMinutes: minutes(SLA_LIMITS.acknowledge, SLA_MESSAGES.acknowledgeRange),
  resolveMinutes: minutes(SLA_LIMITS.resolve, SLA_MESSAGES.resolveRange),
});
const resolveNotShorter = (t: SlaMinutes) => t.resolveMinutes >= t.acknowledgeMinutes;

/** PUT /admin/sla-targets/{incidentTypeId} */
export const slaTargetBodySchema = slaMinutesObject.refine(resolveNotShorter, {
  message: SLA_MESSAGES.resolveShorter,
  path: ['resolveMinutes'],
});
export type SlaTargetBody = z.infer<typeof slaTargetBodySchema>;

export const slaTargetParamsSchema = z.object({ incidentTypeId: coercedIdSchema(SLA_MESSAGES.typeId) });

export const slaTargetSchema = z.object({
  incidentTypeId: z.number().int(),
  incidentType: z.string(),
  acknowledgeMinutes: z.number().int(),
  resolveMinutes: z.number().int(),
});
export type SlaTarget = z.infer<typeof slaTargetSchema>;

/** GET /admin/sla-targets: every incident type, in the order of the reference list. */
export const slaTargetListResponseSchema = envelope(z.object({ targets: z.array(slaTargetSchema) }));
export const slaTargetResponseSchema = envelope(z.object({ target: slaTargetSchema }));

// ---- the console's form: each target as a number and a unit, checked in minutes by the same rules ----

export const DURATION_UNITS = ['minutes', 'hours', 'days'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export const UNIT_MINUTES: Record<DurationUnit, number> = { minutes: 1, hours: HOUR, days: DAY };

const durationInput = z.object({
  // A cleared number box gives NaN: the range message says what is wanted.
  value: z.number().or(z.nan()),
  unit: z.enum(DURATION_UNITS),
});
export type DurationInput = z.infer<typeof durationInput>;

/** The largest unit that states `total` minutes exactly: 4320 is 3 days, 90 is 90 minutes. */
export function toDuration(total: number): DurationInput {
  const unit = [...DURATION_UNITS].reverse().find((u) => total % UNIT_MINUTES[u] === 0) ?? 'minutes';
  return { value: total / UNIT_MINUTES[unit], unit };
}

const inMinutes = (form: { acknowledge: DurationInput; resolve: DurationInput }): SlaTargetBody => ({
  acknowledgeMinutes: form.acknowledge.value * UNIT_MINUTES[form.acknowledge.unit],
  resolveMinutes: form.resolve.value * UNIT_MINUTES[form.resolve.unit],
});
const FORM_FIELD: Record<string, 'acknowledge' | 'resolve'> = {
  acknowledgeMinutes: 'acknowledge',
  resolveMinutes: 'resolve',
};

/**
 * The form's values, checked in minutes by the server's own schema (each refusal placed under its number box) and
 * turned into the body of PUT /admin/sla-targets/{id}.
 */
export const slaTargetFormSchema = z
  .object({ acknowledge: durationInput, resolve: durationInput })
  .superRefine((form, ctx) => {
    const checked = slaTargetBodySchema.safeParse(inMinutes(form));
    if (checked.success) return;
    for (const issue of checked.error.issues)
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [FORM_FIELD[String(issue.path[0])] ?? 'resolve', 'value'],
      });
  })
  .transform(inMinutes);
export type SlaTargetForm = z.input<typeof slaTargetFormSchema>;

// ---- a report's targets, as every queue row and case carries them ----

/**
 * ISO times. `acknowledgeBy` and `resolveBy` are the deadlines (`resolveBy` moved on by time on hold; while on hold,
 * as it stands if work resumed now); `acknowledgedAt` and `resolvedAt` when each was met (`resolvedAt` when the
 * report was resolved, or closed without being resolved); `overdue` when the target running now has passed.
 */
export const reportSlaSchema = z.object({
  acknowledgeBy: z.string().nullable(),
  resolveBy: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  overdue: z.boolean(),
  /** On hold since (the clock is stopped); null while it runs. */
  pausedAt: z.string().nullable(),
  /** The targets the report was filed under. */
  acknowledgeMinutes: z.number().int().nullable(),
  resolveMinutes: z.number().int().nullable(),
});
export type ReportSla = z.infer<typeof reportSlaSchema>;
