import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditListQuerySchema,
  auditListResponseSchema,
  auditVerificationResponseSchema,
} from '@safeogun/contract/audit';
import { ok } from '../../lib/envelope';
import { routeOptions } from '../../lib/route-options';
import { STATE_HQ } from '../../plugins/route-access';
import { listAudit, verifyAuditChain } from './audit.service';

/**
 * Who reads the audit log. Issue 11 gives it to HQ and administrators: add 'hq' here when that role exists (no API
 * writes, edits or deletes audit rows).
 */
const AUDIT_READERS = STATE_HQ;

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/admin/audit',
    routeOptions(
      AUDIT_READERS,
      tags,
      'The audit log, newest first: filter by actor, action, record (type and id) and date range',
      { querystring: auditListQuerySchema, response: { 200: auditListResponseSchema } },
    ),
    async (request) => ok(await listAudit(app.db, request.query)),
  );

  app.get(
    '/admin/audit/verify',
    routeOptions(
      AUDIT_READERS,
      tags,
      'Walk the audit chain from its first row: valid, rows checked, and the first row changed or following a gap',
      { response: { 200: auditVerificationResponseSchema } },
    ),
    async () => ok(await verifyAuditChain(app.db)),
  );
};

export default auditRoutes;
