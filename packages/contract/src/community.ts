/**
 * The community hub (issue 21): safety tips, security alerts for an area, community polls. Public reading under
 * /community, authoring under /admin/tips, /admin/alerts and /admin/polls.
 */
import { z } from 'zod';
import { envelope } from './envelope';
import { LGA_NAMES, lgaKey } from './reference';
import { coercedIdSchema, idSchema } from './validation';

export const TIP_TOPICS = [
  'home-and-property',
  'road-and-travel',
  'online-fraud-and-scams',
  'kidnapping-awareness',
  'domestic-violence',
  'children',
  'sos-and-emergency-contacts',
] as const;
export type TipTopic = (typeof TIP_TOPICS)[number];

/** The topics' English names (the web app translates them). */
export const TIP_TOPIC_NAMES: Record<TipTopic, string> = {
  'home-and-property': 'Home and property',
  'road-and-travel': 'Road and travel',
  'online-fraud-and-scams': 'Online fraud and scams',
  'kidnapping-awareness': 'Kidnapping awareness',
  'domestic-violence': 'Domestic violence and where to get help',
  children: 'Children',
  'sos-and-emergency-contacts': 'SOS and emergency contacts',
};

export const ALERT_SEVERITIES = ['info', 'warning', 'danger'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 6;

export const COMMUNITY_MESSAGES = {
  tipNotFound: 'Safety tip not found.',
  tipSaved: 'Safety tip saved.',
  alertNotFound: 'Security alert not found.',
  alertPublished: 'Security alert published.',
  alertWithdrawn: 'Security alert withdrawn.',
  alertAlreadyWithdrawn: 'This security alert was already withdrawn.',
  expiresInPast: 'The expiry time must be in the future.',
  closesInPast: 'The closing time must be in the future.',
  outsideCommand: 'You can only address the LGAs of your Area Command.',
  wholeStateRefused: 'Only State HQ and administrators can address the whole state; choose your LGAs.',
  unknownLga: 'Choose LGAs of Ogun State.',
  pollNotFound: 'Poll not found.',
  pollPublished: 'Poll published.',
  voted: 'Thank you, your vote is counted.',
  alreadyVoted: 'You have already voted in this poll; each person votes once.',
  pollClosed: 'This poll has closed; votes are no longer accepted.',
  unknownOption: 'Choose one of the poll options.',
  citizensOnly: 'Only residents with a citizen account can vote.',
} as const;

const requiredText = (max: number, label: string) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be ${max} characters or fewer.`);

const imageUrl = z
  .string()
  .trim()
  .max(500, 'The image address must be 500 characters or fewer.')
  .nullish()
  .transform((v) => v || null)
  .refine(
    (v) => v === null || /^(https:\/\/|\/)[^\s]*$/.test(v),
    'The image must be an https:// address or a path on this site.',
  );

const LGA_BY_KEY = new Map(LGA_NAMES.map((name) => [lgaKey(name), name]));
/** An LGA of Ogun State by name (matched ignoring spaces, hyphens, slashes and case), emitted as its name. */
export const lgaNameSchema = z
  .string({ message: COMMUNITY_MESSAGES.unknownLga })
  .max(60, COMMUNITY_MESSAGES.unknownLga)
  .transform((v, ctx) => {
    const name = LGA_BY_KEY.get(lgaKey(v));
    if (!name) {
      ctx.addIssue({ code: 'custom', message: `${v.slice(0, 60)} is not an LGA of Ogun State.` });
      return z.NEVER;
    }
    return name;
  });
const lgaListSchema = z
  .array(lgaNameSchema, { message: 'lgas must be a list of LGA names.' })
  .max(LGA_NAMES.length)
  .transform((names) => [...new Set(names)]);

const futureMoment = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label} must be a date and time (ISO 8601).` });

// ------------------------------------------------------------------------------------------------------ tips

export const tipSchema = z.object({
  id: z.number().int(),
  topic: z.enum(TIP_TOPICS),
  title: z.string(),
  summary: z.string(),
  steps: z.array(z.string()),
  imageUrl: z.string().nullable(),
  isDraft: z.boolean(),
  datePublished: z.string().nullable(),
  updatedAt: z.string(),
});
export type Tip = z.infer<typeof tipSchema>;

export const tipListQuerySchema = z.object({
  topic: z.enum(TIP_TOPICS, { message: `The topic must be one of: ${TIP_TOPICS.join(', ')}.` }).optional(),
  q: z.string().trim().max(200).optional(),
});
export const tipIdParamsSchema = z.object({ id: coercedIdSchema(COMMUNITY_MESSAGES.tipNotFound) });
export const tipListResponseSchema = envelope(z.object({ tips: z.array(tipSchema) }));
export const tipResponseSchema = envelope(z.object({ tip: tipSchema }));

const tipFields = {
  topic: z.enum(TIP_TOPICS, { message: `The topic must be one of: ${TIP_TOPICS.join(', ')}.` }),
  title: requiredText(120, 'A title'),
  summary: requiredText(240, 'A one-line summary'),
  steps: z
    .array(requiredText(500, 'A step'), { message: 'Steps must be a list.' })
    .min(1, 'Give at least one step.')
    .max(15, 'At most 15 steps.'),
  imageUrl,
  publish: z.boolean({ message: 'publish must be true or false.' }),
};
/** POST /admin/tips: a draft unless `publish` is true. */
export const tipInputSchema = z.object({ ...tipFields, publish: tipFields.publish.default(false) });
export type TipInput = z.infer<typeof tipInputSchema>;
/** PATCH /admin/tips/{id}: the fields sent change; publish true publishes, false takes it back to draft. */
export const tipUpdateSchema = z.object(tipFields).partial();
export type TipUpdate = z.infer<typeof tipUpdateSchema>;
export const adminTipListQuerySchema = z.object({
  state: z.enum(['draft', 'published'], { message: 'state must be draft or published.' }).optional(),
});

// ---------------------------------------------------------------------------------------------------- alerts

export const alertSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  severity: z.enum(ALERT_SEVERITIES),
  /** The LGAs it is for; empty: the whole state. */
  lgas: z.array(z.string()),
  expiresAt: z.string(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type SecurityAlert = z.infer<typeof alertSchema>;

export const alertListQuerySchema = z.object({ lga: lgaNameSchema.optional() });
export const alertListResponseSchema = envelope(
  z.object({
    /** The LGA the list is for: the one asked for, else the signed-in resident's; null: every active alert. */
    lga: z.string().nullable(),
    alerts: z.array(alertSchema),
  }),
);
export const alertIdParamsSchema = z.object({ id: coercedIdSchema(COMMUNITY_MESSAGES.alertNotFound) });
export const alertResponseSchema = envelope(z.object({ alert: alertSchema }));

export const alertAudienceSchema = z.object({ lgas: lgaListSchema.default([]) });
/**
 * GET /admin/community/lgas: the LGAs the caller may address with an alert or a poll. `wholeState`: State HQ and
 * administrators, who may also leave the LGAs empty (the whole state); an area commander their command's LGAs.
 */
export const addressableLgasResponseSchema = envelope(z.object({ wholeState: z.boolean(), lgas: z.array(z.string()) }));
/** POST /admin/alerts/preview: who would be told, before publishing. */
export const alertReachResponseSchema = envelope(z.object({ recipients: z.number().int(), texts: z.number().int() }));

export const alertInputSchema = z.object({
  title: requiredText(120, 'A title'),
  body: requiredText(1000, 'The alert text'),
  severity: z.enum(ALERT_SEVERITIES, { message: 'The severity must be info, warning or danger.' }),
  lgas: lgaListSchema.default([]),
  expiresAt: futureMoment('The expiry time'),
  notify: z.boolean({ message: 'notify must be true or false.' }).default(false),
});
export type AlertInput = z.infer<typeof alertInputSchema>;
/** POST /admin/alerts: the alert, and how many residents were notified in the app and by text. */
export const alertPublishedResponseSchema = envelope(
  z.object({ alert: alertSchema, recipients: z.number().int(), texts: z.number().int() }),
);
export const adminAlertListResponseSchema = envelope(z.object({ alerts: z.array(alertSchema) }));

// ----------------------------------------------------------------------------------------------------- polls

export const pollResultsSchema = z.object({
  total: z.number().int(),
  /** Votes per option id. */
  counts: z.array(z.object({ optionId: z.number().int(), votes: z.number().int() })),
});

export const pollSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.object({ id: z.number().int(), text: z.string() })),
  lgas: z.array(z.string()),
  closesAt: z.string(),
  createdAt: z.string(),
  closed: z.boolean(),
  /** Whether the signed-in caller has voted (false for visitors). */
  voted: z.boolean(),
  /** Only after voting or once the poll has closed (and always to police); null otherwise. */
  results: pollResultsSchema.nullable(),
});
export type Poll = z.infer<typeof pollSchema>;

export const pollListQuerySchema = z.object({ lga: lgaNameSchema.optional() });
export const pollListResponseSchema = envelope(z.object({ polls: z.array(pollSchema) }));
export const pollIdParamsSchema = z.object({ id: coercedIdSchema(COMMUNITY_MESSAGES.pollNotFound) });
export const pollResponseSchema = envelope(z.object({ poll: pollSchema }));

export const pollVoteBodySchema = z.object({ optionId: idSchema(COMMUNITY_MESSAGES.unknownOption) });

export const pollInputSchema = z.object({
  question: requiredText(200, 'A question'),
  options: z
    .array(requiredText(100, 'An option'), { message: 'Options must be a list.' })
    .min(POLL_MIN_OPTIONS, `Give between ${POLL_MIN_OPTIONS} and ${POLL_MAX_OPTIONS} options.`)
    .max(POLL_MAX_OPTIONS, `Give between ${POLL_MIN_OPTIONS} and ${POLL_MAX_OPTIONS} options.`)
    .refine((o) => new Set(o.map((x) => x.toLowerCase())).size === o.length, 'Each option must be different.'),
  lgas: lgaListSchema.default([]),
  closesAt: futureMoment('The closing time'),
});
export type PollInput = z.infer<typeof pollInputSchema>;

/** GET /admin/polls/{id}/results: the totals and the votes per LGA of the voter's profile ("Unknown" without one). */
export const pollLgaResultsResponseSchema = envelope(
  z.object({
    poll: pollSchema,
    byLga: z.array(
      z.object({
        lga: z.string(),
        counts: z.array(z.object({ optionId: z.number().int(), votes: z.number().int() })),
      }),
    ),
  }),
);
export const adminPollListResponseSchema = envelope(z.object({ polls: z.array(pollSchema) }));
