/**
 * Administration of the command's reference data (issue 14; administrators only, every change audited): police
 * stations (one by one, or imported from CSV or GeoJSON after a dry run), Area Commands and which LGAs each holds,
 * incident types, and the emergency numbers and support phone the public pages show.
 */
import { z } from 'zod';
import { DEFAULT_CONTACT_NUMBERS } from './constants';
import { envelope } from './envelope';
import { caseRetentionDaysSchema } from './retention';
import { coercedIdSchema, idSchema } from './validation';

export const STATION_LIMITS = { formation: 120, address: 300, search: 100 } as const;
/** An import file: at most 2 MB and 5,000 rows (a state's stations are a few hundred). */
export const STATION_IMPORT_LIMITS = { bytes: 2 * 1024 * 1024, rows: 5000 } as const;
/** The CSV columns of a station import, in the order the template gives them. */
export const STATION_CSV_COLUMNS = ['formation', 'address', 'phone', 'lga', 'latitude', 'longitude'] as const;
export const STATION_CSV_REQUIRED = ['formation', 'lga', 'latitude', 'longitude'] as const;

export const ADMIN_MESSAGES = {
  formationRequired: 'Formation name is required.',
  formationLength: `Formation name must be at most ${STATION_LIMITS.formation} characters.`,
  addressLength: `Address must be at most ${STATION_LIMITS.address} characters.`,
  phoneFormat: 'Phone must be 3 to 20 characters: digits, spaces, and + ( ) - only.',
  latitude: 'Latitude must be a number from -90 to 90.',
  longitude: 'Longitude must be a number from -180 to 180.',
  lgaRequired: 'Choose the LGA the station is in.',
  unknownLga: 'There is no LGA with that id.',
  unknownStation: 'There is no station with that id.',
  duplicateFormation: (name: string) => `A station named "${name}" already exists.`,
  /** A position outside the chosen LGA: where it is instead. */
  outsideLga: (chosen: string, actual: string | null) =>
    actual
      ? `This position is in ${actual} LGA, not in ${chosen}. Move the pin into ${chosen}, or choose ${actual} as the LGA.`
      : `This position is outside ${chosen} and outside every LGA on record. Check the latitude and longitude.`,
  stationSaved: 'Station saved',
  stationCreated: 'Station added',
  stationDeactivated: 'Station deactivated: it is no longer offered to citizens or for postings; its reports keep it.',
  stationReactivated: 'Station active again',
  noChange: 'Nothing to change.',
  importFileMissing: 'Choose a CSV or GeoJSON file to import (the "file" part).',
  importDryRunMissing: 'Say whether this is a dry run: the "dryRun" field must be true or false.',
  importTooLarge: `The file is too large: at most ${STATION_IMPORT_LIMITS.bytes / 1024 / 1024} MB.`,
  importTooManyRows: `The file has too many rows: at most ${STATION_IMPORT_LIMITS.rows}.`,
  importEmpty: 'The file has no stations in it.',
  importNotCsv: (detail: string) => `The file could not be read as CSV: ${detail}.`,
  importNotGeoJson: 'The file could not be read as GeoJSON: it must be a FeatureCollection of Point features.',
  importMissingColumns: (columns: string[]) =>
    `The CSV file has no ${columns.join(', ')} column${columns.length === 1 ? '' : 's'}. The first line must name the columns: ${STATION_CSV_COLUMNS.join(', ')}.`,
  importChecked: 'Import checked: nothing was saved yet',
  importApplied: 'Stations imported',
  importNothingToApply: 'Every row was rejected, so nothing was imported. Correct the file and try again.',
  // Reasons a row is rejected (each with its line number).
  rowNoFormation: 'no formation name',
  rowFormationLength: `formation name longer than ${STATION_LIMITS.formation} characters`,
  rowAddressLength: `address longer than ${STATION_LIMITS.address} characters`,
  rowPhone: 'bad phone: digits, spaces and + ( ) - only, 3 to 20 characters',
  rowUnknownLga: (lga: string) => (lga ? `unknown LGA "${lga}"` : 'no LGA'),
  rowBadCoordinates: 'bad coordinates: latitude must be -90 to 90 and longitude -180 to 180',
  rowOutsideLga: (lga: string, actual: string | null) =>
    actual
      ? `bad coordinates: the position is in ${actual}, not ${lga}`
      : `bad coordinates: the position is outside ${lga}`,
  rowDuplicate: (line: number) => `duplicate name: the same formation is on line ${line}`,
  demoRemoved: (n: number) => `${n} demo station${n === 1 ? '' : 's'} removed.`,
  demoNeedsRealStations: 'Add or import real stations first: demo stations are removed once real ones exist.',
  noDemoStations: 'There are no demo stations left.',
  // Area Commands
  commandNameRequired: 'Area Command name is required.',
  commandNameLength: 'Area Command name must be at most 80 characters.',
  duplicateCommand: (name: string) => `An Area Command named "${name}" already exists.`,
  unknownCommand: 'There is no Area Command with that id.',
  commandCreated: 'Area Command added',
  commandRenamed: 'Area Command renamed',
  lgaMoved: (lga: string, command: string, n: number) =>
    `${lga} now belongs to ${command}${n ? `; ${n} open report${n === 1 ? '' : 's'} re-routed` : ''}.`,
  lgaAlreadyThere: (lga: string, command: string) => `${lga} already belongs to ${command}.`,
  confirmReroute: (lga: string, command: string, n: number) =>
    `Moving ${lga} to ${command} re-routes ${n} open report${n === 1 ? '' : 's'} to ${command}. Confirm to move it.`,
  // Incident types
  typeNameRequired: 'Incident type name is required.',
  typeNameLength: 'Incident type name must be at most 60 characters.',
  duplicateType: (name: string) => `An incident type named "${name}" already exists.`,
  unknownType: 'There is no incident type with that id.',
  typeCreated: 'Incident type added',
  typeSaved: 'Incident type saved',
  typeDeleted: 'Incident type deleted',
  typeInUse: (name: string, n: number) =>
    `${name} is used by ${n} report${n === 1 ? '' : 's'}, so it cannot be deleted. Deactivate it instead.`,
  lastActiveType: 'At least one incident type must stay active, or citizens could not report anything.',
  inactiveType: 'This incident type is no longer in use. Please choose another.',
  // Contact numbers
  contactsSaved: 'Emergency numbers and support phone saved',
  numberLabel: 'Each number needs a label of 2 to 60 characters.',
  numbersCount: 'List from 1 to 6 emergency numbers.',
} as const;

// ---------------------------------------------------------------- stations

/** A phone as a person writes it: "112", "0803 123 4567", "+234 (0) 39 240 000". */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{3,20}$/;
export const contactPhoneSchema = z
  .string({ message: ADMIN_MESSAGES.phoneFormat })
  .trim()
  .regex(PHONE_PATTERN, ADMIN_MESSAGES.phoneFormat);

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const formationSchema = z
  .string({ message: ADMIN_MESSAGES.formationRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.formationRequired)
  .max(STATION_LIMITS.formation, ADMIN_MESSAGES.formationLength);
const addressSchema = z.preprocess(
  blankToNull,
  z.string().trim().max(STATION_LIMITS.address, ADMIN_MESSAGES.addressLength).nullable(),
);
const stationPhoneSchema = z.preprocess(blankToNull, contactPhoneSchema.nullable());
const latitudeSchema = z
  .number({ message: ADMIN_MESSAGES.latitude })
  .min(-90, ADMIN_MESSAGES.latitude)
  .max(90, ADMIN_MESSAGES.latitude);
const longitudeSchema = z
  .number({ message: ADMIN_MESSAGES.longitude })
  .min(-180, ADMIN_MESSAGES.longitude)
  .max(180, ADMIN_MESSAGES.longitude);

/** POST /admin/stations; the position must lie inside the chosen LGA's boundary (checked by the server). */
export const stationBodySchema = z.object({
  formation: formationSchema,
  address: addressSchema.default(null),
  phone: stationPhoneSchema.default(null),
  lgaId: idSchema(ADMIN_MESSAGES.lgaRequired),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type StationBody = z.infer<typeof stationBodySchema>;
export type StationForm = z.input<typeof stationBodySchema>;

/** PATCH /admin/stations/{id}: any of the fields, and `isActive` to deactivate or reactivate. */
export const stationUpdateBodySchema = z
  .object({
    formation: formationSchema,
    address: addressSchema,
    phone: stationPhoneSchema,
    lgaId: idSchema(ADMIN_MESSAGES.lgaRequired),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    isActive: z.boolean(),
  })
  .partial();
export type StationUpdateBody = z.infer<typeof stationUpdateBodySchema>;

export const STATION_STATUSES = ['active', 'inactive', 'all'] as const;
export const stationListQuerySchema = z.object({
  search: z.string().trim().max(STATION_LIMITS.search).optional(),
  status: z.enum(STATION_STATUSES).default('all'),
  lgaId: coercedIdSchema().optional(),
});
export type StationListQuery = z.input<typeof stationListQuerySchema>;

export const idParamsSchema = z.object({ id: coercedIdSchema() });

export const adminStationSchema = z.object({
  id: z.number().int(),
  formation: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  lga: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  areaCommand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isDemo: z.boolean(),
  isActive: z.boolean(),
  /** Reports routed to it (they keep it when it is deactivated). */
  reports: z.number().int(),
});
export type AdminStation = z.infer<typeof adminStationSchema>;

export const stationListResponseSchema = envelope(
  z.object({
    stations: z.array(adminStationSchema),
    /** Across every station, whatever the filter: whether "Remove demo stations" can be offered. */
    counts: z.object({ real: z.number().int(), demo: z.number().int() }),
  }),
);
export const stationResponseSchema = envelope(z.object({ station: adminStationSchema }));

/** The multipart fields of POST /admin/stations/import besides the `file` part. */
export const stationImportFieldsSchema = z.object({
  dryRun: z.enum(['true', 'false'], { message: ADMIN_MESSAGES.importDryRunMissing }),
});

export const importRowSchema = z.object({
  /** The CSV line (1 is the header), or the feature's position (from 1) in a GeoJSON file. */
  line: z.number().int(),
  action: z.enum(['add', 'update']),
  formation: z.string(),
  lga: z.string(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const stationImportResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  dryRun: z.boolean(),
  /** Rows that are (or would be) added or updated, in file order. */
  rows: z.array(importRowSchema),
});
export type StationImportResult = z.infer<typeof stationImportResultSchema>;
export const stationImportResponseSchema = envelope(stationImportResultSchema);

export const removeDemoResponseSchema = envelope(z.object({ removed: z.number().int() }));

// ---------------------------------------------------------------- area commands

const commandNameSchema = z
  .string({ message: ADMIN_MESSAGES.commandNameRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.commandNameRequired)
  .max(80, ADMIN_MESSAGES.commandNameLength);

/** POST /admin/area-commands and PATCH /admin/area-commands/{id} */
export const areaCommandBodySchema = z.object({ name: commandNameSchema });
export type AreaCommandBody = z.infer<typeof areaCommandBodySchema>;
export const areaCommandItemResponseSchema = envelope(
  z.object({ areaCommand: z.object({ id: z.number().int(), name: z.string() }) }),
);

/**
 * PUT /admin/lgas/{id}/area-command. Moving an LGA re-routes its open reports to the new command; when there are
 * any, the call must repeat their number in `confirmOpenReports` (the console asks first), or it answers 409.
 */
export const lgaCommandBodySchema = z.object({
  areaCommandId: idSchema(ADMIN_MESSAGES.unknownCommand),
  confirmOpenReports: z.number().int().min(0).optional(),
});
export type LgaCommandBody = z.infer<typeof lgaCommandBodySchema>;
export const lgaCommandQuerySchema = z.object({ areaCommandId: coercedIdSchema(ADMIN_MESSAGES.unknownCommand) });

const lgaMoveSchema = z.object({
  lga: z.object({ id: z.number().int(), name: z.string() }),
  from: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  to: z.object({ id: z.number().int(), name: z.string() }),
  /** Open reports of the LGA (new, in progress, on hold) that the move re-routes. */
  openReports: z.number().int(),
});
export type LgaMove = z.infer<typeof lgaMoveSchema>;
/** GET /admin/lgas/{id}/area-command?areaCommandId=: what moving it would do (nothing is changed). */
export const lgaMovePreviewResponseSchema = envelope(lgaMoveSchema);
export const lgaMoveResponseSchema = envelope(lgaMoveSchema.extend({ rerouted: z.number().int() }));

// ---------------------------------------------------------------- incident types

const typeNameSchema = z
  .string({ message: ADMIN_MESSAGES.typeNameRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.typeNameRequired)
  .max(60, ADMIN_MESSAGES.typeNameLength);

/** POST /admin/incident-types: starts with the targets of a routine report; change them on the targets page. */
export const incidentTypeCreateBodySchema = z.object({
  name: typeNameSchema,
  isSensitive: z.boolean().default(false),
});
export type IncidentTypeCreateBody = z.input<typeof incidentTypeCreateBodySchema>;

/** PATCH /admin/incident-types/{id}: rename, mark sensitive (descriptions withheld from the map), deactivate. */
export const incidentTypeUpdateBodySchema = z
  .object({
    name: typeNameSchema,
    isSensitive: z.boolean(),
    isActive: z.boolean(),
    /** Days a closed case of this type keeps its evidence and reporter identity (the retention schedule). */
    retentionDays: caseRetentionDaysSchema,
  })
  .partial();
export type IncidentTypeUpdateBody = z.infer<typeof incidentTypeUpdateBodySchema>;

export const adminIncidentTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  isSensitive: z.boolean(),
  acknowledgeMinutes: z.number().int(),
  resolveMinutes: z.number().int(),
  retentionDays: z.number().int(),
  /** Reports of this type, drafts included: a type in use is never deleted. */
  reports: z.number().int(),
});
export type AdminIncidentType = z.infer<typeof adminIncidentTypeSchema>;
export const incidentTypeListResponseSchema = envelope(z.object({ incidentTypes: z.array(adminIncidentTypeSchema) }));
export const incidentTypeResponseSchema = envelope(z.object({ incidentType: adminIncidentTypeSchema }));
export const incidentTypeDeletedResponseSchema = envelope(z.object({ id: z.number().int() }));

// ---------------------------------------------------------------- contact numbers

export const contactNumbersSchema = z.object({
  supportPhone: contactPhoneSchema,
  emergencyNumbers: z
    .array(
      z.object({
        label: z.string({ message: ADMIN_MESSAGES.numberLabel }).trim().min(2, ADMIN_MESSAGES.numberLabel).max(60),
        phone: contactPhoneSchema,
      }),
    )
    .min(1, ADMIN_MESSAGES.numbersCount)
    .max(6, ADMIN_MESSAGES.numbersCount),
});
export type ContactNumbers = z.infer<typeof contactNumbersSchema>;
/** GET /contact-numbers (public) and PUT /admin/contact-numbers */
export const contactNumbersResponseSchema = envelope(contactNumbersSchema);
export { DEFAULT_CONTACT_NUMBERS };
