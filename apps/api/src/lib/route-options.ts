import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { Access } from '../plugins/route-access';

/** The parts of a route schema that differ from route to route: params, querystring, body, responses. */
type RouteSchema = Omit<FastifySchema, 'tags' | 'summary'>;

/**
 * A route's options in one line: who may call it (`config.access`, see plugins/route-access), its OpenAPI tags and
 * summary, then its schema and any further config (rate limit, multipart limits).
 */
export function routeOptions<S extends RouteSchema = Record<never, never>>(
  access: Access,
  tags: string[],
  summary: string,
  schema?: S,
  config?: Omit<FastifyContextConfig, 'access'>,
) {
  return { config: { access, ...config }, schema: { tags, summary, ...(schema as S) } };
}
