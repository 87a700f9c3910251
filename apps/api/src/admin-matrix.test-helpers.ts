/** The authorization matrix's expectations of the /api/v1/admin operations (see police-matrix.test.ts). */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jobs, stations } from './db/schema';
import sharp from 'sharp';
import { multipart } from './modules/incidents/test-files';

import { ADMIN_ONLY, STATE_HQ, onFresh, type Expectation } from './police-matrix.test-helpers';

export const ADMIN_EXPECTATIONS: Record<string, Expectation> = {
  // Administration.
  'PATCH /api/v1/admin/users/{id}/posting': {
    allow: ADMIN_ONLY,
    request: async (r) => ({
      params: { id: (await r.officerToPost()).id },
      body: { stationId: r.world.abeokutaSouth.stationId },
    }),
  },
  'GET /api/v1/admin/invitations': { allow: ADMIN_ONLY, request: () => ({}) },
  'POST /api/v1/admin/invitations': {
    allow: ADMIN_ONLY,
    request: () => ({ body: { email: `invitee-${randomUUID().slice(0, 8)}@example.com`, role: 'hq' } }),
  },
  'POST /api/v1/admin/invitations/{id}/resend': onFresh(ADMIN_ONLY, 'invitation'),
  'POST /api/v1/admin/invitations/{id}/revoke': onFresh(ADMIN_ONLY, 'invitation'),
  'GET /api/v1/admin/area-commands': { allow: ADMIN_ONLY, request: () => ({}) },
  'GET /api/v1/admin/police-accounts': { allow: ADMIN_ONLY, request: () => ({}) },
  'PATCH /api/v1/admin/police-accounts/{id}': {
    allow: ADMIN_ONLY,
    request: async (r) => ({
      params: { id: (await r.officerToPost()).id },
      body: { role: 'officer', stationId: r.secondStationId },
    }),
  },
  'POST /api/v1/admin/police-accounts/{id}/disable': onFresh(ADMIN_ONLY, 'officerToPost'),
  'POST /api/v1/admin/police-accounts/{id}/enable': onFresh(ADMIN_ONLY, 'officerToPost'),
  'GET /api/v1/admin/audit': { allow: STATE_HQ, request: () => ({}) },
  'GET /api/v1/admin/audit/verify': { allow: STATE_HQ, request: () => ({}) },
  // Response-time targets (issue 12).
  'GET /api/v1/admin/sla-targets': { allow: ADMIN_ONLY, request: () => ({}) },
  'PUT /api/v1/admin/sla-targets/{incidentTypeId}': {
    allow: ADMIN_ONLY,
    request: (r) => ({
      params: { incidentTypeId: String(r.world.typeIds['Public Disturbance']) },
      body: { acknowledgeMinutes: 230, resolveMinutes: 20160 },
    }),
  },
  // The System page (issue 23): the install's figures, and a failed text sent again.
  'GET /api/v1/admin/system': { allow: ADMIN_ONLY, request: () => ({}) },
  'POST /api/v1/admin/system/failed-texts/{id}/retry': {
    allow: ADMIN_ONLY,
    request: async (r) => {
      const [job] = await r.world.ctx.database.db
        .insert(jobs)
        .values({ queue: 'sos-sms', payload: {}, attempts: 5, failedAt: new Date(), lastError: 'Matrix.' })
        .returning({ id: jobs.id });
      return { params: { id: String(job!.id) } };
    },
  },
  // The retention sweep (issue 22): its runs, a preview and a run now.
  'GET /api/v1/admin/retention/runs': { allow: ADMIN_ONLY, request: () => ({}) },
  'POST /api/v1/admin/retention/run': { allow: ADMIN_ONLY, request: () => ({ body: { dryRun: true } }) },
  // Open311 API keys (issue 15).
  'GET /api/v1/admin/open311-keys': { allow: ADMIN_ONLY, request: () => ({}) },
  'POST /api/v1/admin/open311-keys': { allow: ADMIN_ONLY, request: () => ({ body: { name: 'Matrix civic app' } }) },
  'POST /api/v1/admin/open311-keys/{id}/revoke': onFresh(ADMIN_ONLY, 'open311Key'),
  // USSD and SMS channels (issue 15): the callback URLs with their secret, and the simulator's thread.
  'GET /api/v1/admin/channels': { allow: ADMIN_ONLY, request: () => ({}) },
  'GET /api/v1/admin/channels/sms': { allow: ADMIN_ONLY, request: () => ({ query: 'phone=%2B2348091234567' }) },
  // Administration of stations, Area Commands, incident types and contact numbers (issue 14).
  'GET /api/v1/admin/stations': { allow: ADMIN_ONLY, request: () => ({ query: 'search=division' }) },
  'POST /api/v1/admin/stations': {
    allow: ADMIN_ONLY,
    request: (r) => ({
      body: {
        formation: `Matrix ${randomUUID().slice(0, 8)} Division`,
        lgaId: r.world.abeokutaSouth.lgaId,
        latitude: r.world.abeokutaSouth.lat,
        longitude: r.world.abeokutaSouth.lng,
      },
    }),
  },
  'PATCH /api/v1/admin/stations/{id}': {
    allow: ADMIN_ONLY,
    request: (r) => ({ params: { id: String(r.secondStationId) }, body: { phone: '0803 000 0000' } }),
  },
  'POST /api/v1/admin/stations/import': {
    allow: ADMIN_ONLY,
    request: (r) => ({
      multipart: multipart([
        { name: 'dryRun', value: 'true' },
        {
          name: 'file',
          filename: 'stations.csv',
          contentType: 'text/csv',
          bytes: Buffer.from(
            `formation,lga,latitude,longitude\nMatrix Import,Abeokuta South,${r.world.abeokutaSouth.lat},${r.world.abeokutaSouth.lng}\n`,
          ),
        },
      ]),
    }),
  },
  'POST /api/v1/admin/stations/remove-demo': {
    allow: ADMIN_ONLY,
    request: () => ({}),
    after: async (r) => {
      await r.world.ctx.database.db.update(stations).set({ isActive: true }).where(eq(stations.isDemo, true));
    },
  },
  'POST /api/v1/admin/area-commands': {
    allow: ADMIN_ONLY,
    request: () => ({ body: { name: `Matrix ${randomUUID().slice(0, 8)} Command` } }),
  },
  'PATCH /api/v1/admin/area-commands/{id}': {
    allow: ADMIN_ONLY,
    request: async (r) => ({
      params: { id: String(await r.spareCommandId()) },
      body: { name: `Renamed ${randomUUID()}` },
    }),
  },
  'GET /api/v1/admin/lgas/{id}/area-command': {
    allow: ADMIN_ONLY,
    request: (r) => ({
      params: { id: String(r.world.abeokutaSouth.lgaId) },
      query: `areaCommandId=${r.world.ijebuOde.areaCommandId}`,
    }),
  },
  'PUT /api/v1/admin/lgas/{id}/area-command': {
    allow: ADMIN_ONLY,
    // Ewekoro, which no other entry uses, to a command it is not in, confirming the open reports it re-routes.
    request: async (r) => {
      const id = String(r.spareLgaId);
      const areaCommandId = await r.spareCommandId();
      const preview = await r.world.ctx.app.inject({
        url: `/api/v1/admin/lgas/${id}/area-command?areaCommandId=${areaCommandId}`,
        headers: r.world.admin.headers,
      });
      return { params: { id }, body: { areaCommandId, confirmOpenReports: preview.json().data.openReports } };
    },
  },
  'GET /api/v1/admin/incident-types': { allow: ADMIN_ONLY, request: () => ({}) },
  'POST /api/v1/admin/incident-types': {
    allow: ADMIN_ONLY,
    request: () => ({ body: { name: `Matrix ${randomUUID().slice(0, 8)}` } }),
  },
  'PATCH /api/v1/admin/incident-types/{id}': {
    allow: ADMIN_ONLY,
    request: async (r) => ({ params: { id: String(await r.spareTypeId()) }, body: { isSensitive: true } }),
  },
  'DELETE /api/v1/admin/incident-types/{id}': {
    allow: ADMIN_ONLY,
    request: async (r) => ({ params: { id: String(await r.spareTypeId()) } }),
  },
  'PUT /api/v1/admin/contact-numbers': {
    allow: ADMIN_ONLY,
    request: () => ({ body: { supportPhone: '112', emergencyNumbers: [{ label: 'Emergency', phone: '112' }] } }),
  },
  'GET /api/v1/admin/news': { allow: ADMIN_ONLY, request: () => ({}) },
  'POST /api/v1/admin/news': {
    allow: ADMIN_ONLY,
    request: () => ({ body: { title: `Matrix ${randomUUID()}`, bodyText: 'Text.', publish: false } }),
  },
  'PATCH /api/v1/admin/news/{id}': {
    allow: ADMIN_ONLY,
    request: (r) => ({ params: { id: String(r.articleId) }, body: { subtitle: 'Edited by the matrix test.' } }),
  },
  'GET /api/v1/admin/news/{id}': { allow: ADMIN_ONLY, request: (r) => ({ params: { id: String(r.articleId) } }) },
  'POST /api/v1/admin/news/covers': {
    allow: ADMIN_ONLY,
    request: async () => ({
      multipart: multipart([
        {
          name: 'file',
          filename: 'c.png',
          contentType: 'image/png',
          bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
            .png()
            .toBuffer(),
        },
      ]),
    }),
  },
};
