import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  crimeMapQuerySchema,
  crimeMapResponseSchema,
  lgaBoundariesResponseSchema,
  lgaMapDrawingResponseSchema,
} from '@safeogun/contract/crime-map';
import { drawLgaMap } from '@safeogun/contract/lga-projection';
import { ok } from '../../lib/envelope';
import { routeOptions } from '../../lib/route-options';
import { CrimeMapService, lgaBoundaryFeatures } from './crime-map.service';
import { OPTIONAL_SIGN_IN, PUBLIC } from '../../plugins/route-access';

/** How long a browser or proxy may reuse the public counts without asking again. */
const PUBLIC_MAX_AGE_SECONDS = 5;

/** If-None-Match's weak comparison (RFC 9110, 13.1.2): any listed tag equal to ours, ignoring W/, or '*'. */
function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** GET /crimeMap/all (public counts, signed-in details) and the LGA boundaries the map draws. */
const crimeMapRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CrimeMapService(app.db);
  app.addHook('onReady', () => service.listen(app.database, app.log));
  // A type marked sensitive has its descriptions withheld at once: here before the administrator's answer, and on
  // every process when the database announces the change (an LGA renamed or re-imported likewise).
  const unsubscribeHere = app.events.on('reference.incident-types-changed', () => service.forgetReference());
  const unsubscribe = app.referenceChanges.on((change) => {
    if (change === 'incident_types' || change === 'lgas' || change === 'all') service.forgetReference();
  });
  app.addHook('onClose', async () => {
    unsubscribeHere();
    unsubscribe();
  });
  app.addHook('onClose', () => service.close());

  app.get(
    '/crimeMap/all',
    routeOptions(
      OPTIONAL_SIGN_IN,
      ['crime-map'],
      'Reports per LGA: counts for everyone, detail rows for signed-in users',
      {
        description:
          'Without a bearer token: data.crimeMaps = { [LGA name]: count }. With one: data.crimeMaps = { [LGA name]: { count, crimes, pagination } }, ' +
          'where crimes is one page (page, size) of the newest reports of each area, without reporter identity or street address.',
        querystring: crimeMapQuerySchema,
        response: { 200: crimeMapResponseSchema },
      },
    ),
    async (request, reply) => {
      const q = request.query;
      const filter = {
        lgaId: q.lgaId,
        incidentTypeId: q.incidentTypeId,
        dateRange: q.dateRange,
        page: q.page,
        size: q.size,
      };
      const detailed = request.user !== null;
      const { body, etag } = await service.responseBody(detailed, filter);
      // The body is prebuilt JSON (a string skips the serializer); the schema above documents it.
      const raw = reply as unknown as FastifyReply;
      raw.header('Vary', 'Authorization');
      if (detailed) {
        // One person's view: never stored, not even by their own browser.
        raw.header('Cache-Control', 'private, no-store');
      } else {
        // Counts may be reused for a few seconds (a new report shows within the cache's refresh anyway); a
        // revalidation with a matching tag costs no body on a patchy mobile connection.
        raw.header('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
        raw.header('ETag', etag);
        if (matchesEtag(request.headers['if-none-match'], etag)) return raw.code(304).send();
      }
      return raw.type('application/json; charset=utf-8').send(body);
    },
  );

  // The boundaries and the state drawn from them: prebuilt JSON kept for five minutes, or until an LGA changes.
  const prebuilt = new Map<'boundaries' | 'map', { body: string; etag: string; at: number }>();
  const forgetPrebuilt = app.referenceChanges.on((change) => {
    if (change === 'lgas' || change === 'all') prebuilt.clear();
  });
  app.addHook('onClose', async () => forgetPrebuilt());
  const sendPrebuilt = async (kind: 'boundaries' | 'map', request: FastifyRequest, reply: unknown) => {
    let entry = prebuilt.get(kind);
    if (!entry || Date.now() - entry.at > 300_000) {
      const collection = { type: 'FeatureCollection' as const, features: await lgaBoundaryFeatures(app) };
      const body = JSON.stringify(ok(kind === 'map' ? drawLgaMap(collection) : collection));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      entry = { body, etag, at: Date.now() };
      prebuilt.set(kind, entry);
    }
    // The body is prebuilt JSON (a string skips the serializer), so the reply is used untyped here.
    const raw = reply as FastifyReply;
    raw.header('ETag', entry.etag);
    raw.header('Cache-Control', 'public, max-age=3600, stale-while-revalidate=86400');
    if (request.headers['if-none-match'] === entry.etag) return raw.code(304).send();
    return raw.type('application/json; charset=utf-8').send(entry.body);
  };
  app.get(
    '/options/lgas/boundaries',
    routeOptions(
      PUBLIC,
      ['options'],
      'LGA boundaries as a GeoJSON FeatureCollection (geoBoundaries / GRID3, CC BY 4.0)',
      { response: { 200: lgaBoundariesResponseSchema } },
    ),
    (request, reply) => sendPrebuilt('boundaries', request, reply),
  );
  app.get(
    '/options/lgas/map',
    routeOptions(
      PUBLIC,
      ['options'],
      "The LGAs drawn on the map's 800 x 600 canvas from their boundaries: each one's SVG path, label point and area, and the drawn state's box",
      { response: { 200: lgaMapDrawingResponseSchema } },
    ),
    (request, reply) => sendPrebuilt('map', request, reply),
  );
};

export default crimeMapRoutes;
