import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_MESSAGES,
  STATION_IMPORT_LIMITS,
  areaCommandBodySchema,
  areaCommandItemResponseSchema,
  contactNumbersResponseSchema,
  contactNumbersSchema,
  idParamsSchema,
  incidentTypeCreateBodySchema,
  incidentTypeDeletedResponseSchema,
  incidentTypeListResponseSchema,
  incidentTypeResponseSchema,
  incidentTypeUpdateBodySchema,
  lgaCommandBodySchema,
  lgaCommandQuerySchema,
  lgaMovePreviewResponseSchema,
  lgaMoveResponseSchema,
  removeDemoResponseSchema,
  stationBodySchema,
  stationImportFieldsSchema,
  stationImportResponseSchema,
  stationListQuerySchema,
  stationListResponseSchema,
  stationResponseSchema,
  stationUpdateBodySchema,
} from '@safeogun/contract/administration';
import { created, ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { uploadError } from '../../lib/upload-request';
import { routeGroup, routeOptions } from '../../lib/route-options';
import { ADMIN, PUBLIC } from '../../plugins/route-access';
import type { Actor, AdministrationDeps } from './administration.deps';
import * as reference from './reference.service';
import * as stations from './stations.service';

const actor = (request: FastifyRequest): Actor => ({ id: request.user!.id, role: request.user!.role, ip: request.ip });

const IMPORT_UPLOAD_MESSAGES = {
  missingData: ADMIN_MESSAGES.importFileMissing,
  badData: ADMIN_MESSAGES.importFileMissing,
  fileTooLarge: ADMIN_MESSAGES.importTooLarge,
  tooManyFiles: ADMIN_MESSAGES.importFileMissing,
  unexpectedFile: () => ADMIN_MESSAGES.importFileMissing,
};

/** The `file` part and the `dryRun` field of an import, read here so the service gets plain values. */
async function importPartsOf(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(ADMIN_MESSAGES.importFileMissing);
  let file: { bytes: Buffer; filename: string } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: STATION_IMPORT_LIMITS.bytes, files: 1, fields: 4, fieldSize: 1000, parts: 6 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest(ADMIN_MESSAGES.importFileMissing);
        }
        file = { bytes: await part.toBuffer(), filename: part.filename ?? 'stations.csv' };
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    uploadError(error, IMPORT_UPLOAD_MESSAGES);
  }
  const checked = stationImportFieldsSchema.safeParse(fields);
  if (!checked.success)
    throw badRequest(ADMIN_MESSAGES.importDryRunMissing, [
      { field: 'dryRun', message: ADMIN_MESSAGES.importDryRunMissing },
    ]);
  if (!file || file.bytes.length === 0) throw badRequest(ADMIN_MESSAGES.importFileMissing);
  return { file, dryRun: checked.data.dryRun === 'true' };
}

/**
 * Administration of the command's reference data (issue 14): stations (and their import), Area Commands and their
 * LGAs, incident types, and the contact numbers the public pages show (read publicly here too).
 */
const administrationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const deps: AdministrationDeps = { db: app.db, now: () => app.clock.now(), events: app.events };
  const admin = routeGroup(ADMIN, ['admin', 'administration']);
  const id = { params: idParamsSchema };

  // ---- stations
  app.get(
    '/admin/stations',
    admin('Every station (demo, inactive too): search formation, address or LGA; filter by status and LGA', {
      querystring: stationListQuerySchema,
      response: { 200: stationListResponseSchema },
    }),
    async (request) => ok(await stations.listStations(deps, request.query)),
  );

  app.post(
    '/admin/stations',
    admin(
      'Add a station: formation, address, phone, LGA and position (inside the LGA, or 400 naming the LGA it is in; audited)',
      { body: stationBodySchema, response: { 201: stationResponseSchema } },
    ),
    async (request, reply) => {
      const station = await stations.createStation(deps, actor(request), request.body);
      return created(reply, { station }, ADMIN_MESSAGES.stationCreated);
    },
  );

  app.patch(
    '/admin/stations/:id',
    admin('Change a station, or deactivate (isActive false) and reactivate it; its reports keep it (audited)', {
      ...id,
      body: stationUpdateBodySchema,
      response: { 200: stationResponseSchema },
    }),
    async (request) => {
      const { station, changed } = await stations.updateStation(deps, actor(request), request.params.id, request.body);
      const message = !changed
        ? ADMIN_MESSAGES.noChange
        : request.body.isActive === false
          ? ADMIN_MESSAGES.stationDeactivated
          : request.body.isActive === true && Object.keys(request.body).length === 1
            ? ADMIN_MESSAGES.stationReactivated
            : ADMIN_MESSAGES.stationSaved;
      return ok({ station }, message);
    },
  );

  app.post(
    '/admin/stations/import',
    admin(
      'Import stations from CSV (formation, address, phone, lga, latitude, longitude) or a GeoJSON FeatureCollection of Points: dryRun true reports rows to add, update and reject (line and reason); false applies the accepted rows in one transaction (audited). At most 2 MB and 5,000 rows',
      { response: { 200: stationImportResponseSchema } },
      {
        multipart: {
          style: 'fields',
          data: stationImportFieldsSchema,
          files: { file: { description: 'The CSV or GeoJSON file', maxItems: 1 } },
        },
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
    ),
    async (request) => {
      const { file, dryRun } = await importPartsOf(request);
      const result = await stations.importStations(deps, actor(request), file, dryRun);
      return ok(result, dryRun ? ADMIN_MESSAGES.importChecked : ADMIN_MESSAGES.importApplied);
    },
  );

  app.post(
    '/admin/stations/remove-demo',
    admin('Take every demo station out of service at once, when at least one real station is active (audited)', {
      response: { 200: removeDemoResponseSchema },
    }),
    async (request) => {
      const removed = await stations.removeDemoStations(deps, actor(request));
      return ok({ removed }, ADMIN_MESSAGES.demoRemoved(removed));
    },
  );

  // ---- area commands and LGAs (GET /admin/area-commands lists them, in police-accounts)
  app.post(
    '/admin/area-commands',
    admin('Add an Area Command (audited)', {
      body: areaCommandBodySchema,
      response: { 201: areaCommandItemResponseSchema },
    }),
    async (request, reply) =>
      created(
        reply,
        { areaCommand: await reference.createAreaCommand(deps, actor(request), request.body.name) },
        ADMIN_MESSAGES.commandCreated,
      ),
  );

  app.patch(
    '/admin/area-commands/:id',
    admin('Rename an Area Command (audited)', {
      ...id,
      body: areaCommandBodySchema,
      response: { 200: areaCommandItemResponseSchema },
    }),
    async (request) => {
      const { command, changed } = await reference.renameAreaCommand(
        deps,
        actor(request),
        request.params.id,
        request.body.name,
      );
      return ok({ areaCommand: command }, changed ? ADMIN_MESSAGES.commandRenamed : ADMIN_MESSAGES.noChange);
    },
  );

  app.get(
    '/admin/lgas/:id/area-command',
    admin('What moving an LGA to another Area Command would do: how many open reports it re-routes (changes nothing)', {
      ...id,
      querystring: lgaCommandQuerySchema,
      response: { 200: lgaMovePreviewResponseSchema },
    }),
    async (request) => ok(await reference.previewLgaMove(deps, request.params.id, request.query.areaCommandId)),
  );

  app.put(
    '/admin/lgas/:id/area-command',
    admin(
      'Move an LGA to another Area Command; its open reports are re-routed with it. With open reports, confirmOpenReports must repeat their number (409 otherwise, saying how many; audited)',
      { ...id, body: lgaCommandBodySchema, response: { 200: lgaMoveResponseSchema } },
    ),
    async (request) => {
      const move = await reference.moveLga(deps, actor(request), request.params.id, request.body);
      return ok(move, ADMIN_MESSAGES.lgaMoved(move.lga.name, move.to.name, move.rerouted));
    },
  );

  // ---- incident types (their response-time targets: /admin/sla-targets)
  app.get(
    '/admin/incident-types',
    admin('Every incident type, inactive too, with its targets and how many reports use it', {
      response: { 200: incidentTypeListResponseSchema },
    }),
    async () => ok({ incidentTypes: await reference.listIncidentTypes(deps) }),
  );

  app.post(
    '/admin/incident-types',
    admin('Add an incident type (targets of a routine report to start with; audited)', {
      body: incidentTypeCreateBodySchema,
      response: { 201: incidentTypeResponseSchema },
    }),
    async (request, reply) => {
      const incidentType = await reference.createIncidentType(deps, actor(request), request.body);
      return created(reply, { incidentType }, ADMIN_MESSAGES.typeCreated);
    },
  );

  app.patch(
    '/admin/incident-types/:id',
    admin(
      'Rename an incident type, mark it sensitive (its descriptions are withheld from the map), or deactivate it (no longer offered for new reports; audited)',
      { ...id, body: incidentTypeUpdateBodySchema, response: { 200: incidentTypeResponseSchema } },
    ),
    async (request) => {
      const { incidentType, changed } = await reference.updateIncidentType(
        deps,
        actor(request),
        request.params.id,
        request.body,
      );
      return ok({ incidentType }, changed ? ADMIN_MESSAGES.typeSaved : ADMIN_MESSAGES.noChange);
    },
  );

  app.delete(
    '/admin/incident-types/:id',
    admin('Delete an incident type no report has used (409 when one has: deactivate it instead; audited)', {
      ...id,
      response: { 200: incidentTypeDeletedResponseSchema },
    }),
    async (request) => {
      await reference.deleteIncidentType(deps, actor(request), request.params.id);
      return ok({ id: request.params.id }, ADMIN_MESSAGES.typeDeleted);
    },
  );

  // ---- contact numbers
  app.get(
    '/contact-numbers',
    routeOptions(PUBLIC, ['options'], 'The emergency numbers and the support phone shown on /sos and in the footer', {
      response: { 200: contactNumbersResponseSchema },
    }),
    async (_request, reply) => {
      // Asked again each time: a changed number must reach the pages at once (the app keeps it 5 minutes itself).
      reply.header('Cache-Control', 'no-cache');
      return ok(await reference.readContactNumbers(deps));
    },
  );

  app.put(
    '/admin/contact-numbers',
    admin('Set the emergency numbers (1 to 6, each with a label) and the support phone Call Support dials (audited)', {
      body: contactNumbersSchema,
      response: { 200: contactNumbersResponseSchema },
    }),
    async (request) => {
      const { numbers, changed } = await reference.saveContactNumbers(deps, actor(request), request.body);
      return ok(numbers, changed ? ADMIN_MESSAGES.contactsSaved : ADMIN_MESSAGES.noChange);
    },
  );
};

export default administrationRoutes;
