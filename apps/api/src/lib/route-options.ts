import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { Access } from '../plugins/route-access';

/** The parts of a route schema that differ from route to route: params, querystring, body, responses. */
export type RouteSchema = Omit<FastifySchema, 'tags' | 'summary'>;
/** Route config besides `access`: rate limit, multipart limits. */
export type RouteConfig = Omit<FastifyContextConfig, 'access'>;

/**
 * A route's options in one line: who may call it (`config.access`, see plugins/route-access), its OpenAPI tags and
 * summary, then its schema and any further config.
 */
export function routeOptions<S extends RouteSchema = Record<never, never>>(
  access: Access,
  tags: string[],
  summary: string,
  schema?: S,
  config?: RouteConfig,
) {
  return { config: { access, ...config }, schema: { tags, summary, ...(schema as S) } };
}

/**
 * `routeOptions` for the routes of a module that share one access rule, tags and config, given once; and schema parts
 * every route of the group has (such as the `:id` of the one report they all act on).
 */
export function routeGroup<G extends RouteSchema = Record<never, never>>(
  access: Access,
  tags: string[],
  groupConfig?: RouteConfig,
  groupSchema?: G,
) {
  return <S extends RouteSchema = Record<never, never>>(summary: string, schema?: S, config?: RouteConfig) =>
    routeOptions(access, tags, summary, { ...groupSchema, ...schema } as G & S, { ...groupConfig, ...config });
}
