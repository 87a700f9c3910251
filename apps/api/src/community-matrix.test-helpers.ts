/**
 * The authorization matrix's expectations of the community hub's authoring (issue 21; see police-matrix.test.ts):
 * tips are administrators'; alerts and polls are published by State HQ, administrators and area commanders, an
 * area commander only for their command's LGAs (another command's commander is refused with 403 when addressing
 * Abeokuta South, and does not reach a record addressed there: 404). Citizens and officers are refused (403).
 */
import type { Caller, Expectation, Records } from './police-matrix.test-helpers';

const PUBLISHERS: readonly Caller[] = ['area-commander-right', 'area-commander-other', 'hq', 'admin'];
/** Publishers who may address Abeokuta South (the Egba command's commander, State HQ, administrators). */
const ABEOKUTA_PUBLISHERS: readonly Caller[] = ['area-commander-right', 'hq', 'admin'];
const ADMIN_ONLY: readonly Caller[] = ['admin'];

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
const alertBody = () => ({
  title: 'Matrix alert',
  body: 'Matrix.',
  severity: 'info',
  lgas: ['Abeokuta South'],
  expiresAt: inADay(),
});
const pollBody = () => ({ question: 'Matrix?', options: ['Yes', 'No'], lgas: ['Abeokuta South'], closesAt: inADay() });

async function created(r: Records, path: string, body: object, key: 'tip' | 'alert' | 'poll'): Promise<string> {
  const response = await r.world.ctx.api('POST', path, r.world.admin, body);
  return String((response.json() as { data: Record<string, { id: number }> }).data[key]!.id);
}
const freshTip = (r: Records) =>
  created(r, '/admin/tips', { topic: 'children', title: 'Matrix tip', summary: 'S', steps: ['A'] }, 'tip');

export const COMMUNITY_EXPECTATIONS: Record<string, Expectation> = {
  'GET /api/v1/admin/tips': { allow: ADMIN_ONLY, request: () => ({}) },
  'GET /api/v1/admin/tips/{id}': { allow: ADMIN_ONLY, request: async (r) => ({ params: { id: await freshTip(r) } }) },
  'POST /api/v1/admin/tips': {
    allow: ADMIN_ONLY,
    request: () => ({ body: { topic: 'children', title: 'Matrix tip', summary: 'S', steps: ['A'] } }),
  },
  'PATCH /api/v1/admin/tips/{id}': {
    allow: ADMIN_ONLY,
    request: async (r) => ({ params: { id: await freshTip(r) }, body: { publish: true } }),
  },
  'GET /api/v1/admin/community/lgas': { allow: PUBLISHERS, request: () => ({}) },
  'GET /api/v1/admin/alerts': { allow: PUBLISHERS, request: () => ({}) },
  'POST /api/v1/admin/alerts/preview': {
    allow: ABEOKUTA_PUBLISHERS,
    outOfReach: 403,
    request: () => ({ body: { lgas: ['Abeokuta South'] } }),
  },
  'POST /api/v1/admin/alerts': { allow: ABEOKUTA_PUBLISHERS, outOfReach: 403, request: () => ({ body: alertBody() }) },
  'POST /api/v1/admin/alerts/{id}/withdraw': {
    allow: ABEOKUTA_PUBLISHERS,
    request: async (r) => ({ params: { id: await created(r, '/admin/alerts', alertBody(), 'alert') } }),
  },
  'GET /api/v1/admin/polls': { allow: PUBLISHERS, request: () => ({}) },
  'POST /api/v1/admin/polls': { allow: ABEOKUTA_PUBLISHERS, outOfReach: 403, request: () => ({ body: pollBody() }) },
  'GET /api/v1/admin/polls/{id}/results': {
    allow: ABEOKUTA_PUBLISHERS,
    request: async (r) => ({ params: { id: await created(r, '/admin/polls', pollBody(), 'poll') } }),
  },
  'GET /api/v1/admin/polls/{id}/results.csv': {
    allow: ABEOKUTA_PUBLISHERS,
    request: async (r) => ({ params: { id: await created(r, '/admin/polls', pollBody(), 'poll') } }),
  },
};
