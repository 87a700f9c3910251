/**
 * Who may call a route, declared once in its `config.access`. From that one declaration this plugin adds the check
 * (an onRequest hook from plugins/auth, so a missing or bad token answers 401 before the body is read) and the
 * OpenAPI document's `security` entry and "Access: ..." line. Every route under the API prefix must declare it: a
 * route without one stops the app from starting, so a new endpoint cannot be published with an undocumented check.
 */
import fp from 'fastify-plugin';
import { POLICE_ROLES, STATE_WIDE_ROLES, type Role } from '@safeogun/contract/roles';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors';

export type { Role };

export type Access =
  | { readonly kind: 'public' }
  /** Anyone; a bearer token, when sent, must be valid and names the caller. */
  | { readonly kind: 'optional-sign-in' }
  /** Any signed-in account; `anonymousMessage` replaces the default 401 text when no token is sent. */
  | { readonly kind: 'signed-in'; readonly anonymousMessage?: string }
  /**
   * An API key of another app (Open311, decision 018): the route checks it itself, in a preHandler marked with
   * `markAuthCheck` (the key may come in the body); `scheme` names its OpenAPI security scheme.
   */
  | { readonly kind: 'api-key'; readonly scheme: string; readonly what: string }
  | {
      readonly kind: 'roles';
      readonly roles: readonly Role[];
      readonly forbiddenMessage?: string;
      readonly anonymousMessage?: string;
    };

export const PUBLIC: Access = { kind: 'public' };
export const OPTIONAL_SIGN_IN: Access = { kind: 'optional-sign-in' };
export const SIGNED_IN: Access = { kind: 'signed-in' };
export const signedIn = (options: { anonymousMessage: string }): Access => ({ kind: 'signed-in', ...options });
export const roles = (...allowed: Role[]): Access => ({ kind: 'roles', roles: allowed });
/** Every police role: the reach of each record is then decided by jurisdiction/ (out of reach answers 404). */
export const POLICE: Access = roles(...POLICE_ROLES);
/** State HQ: the hq control room and administrators. */
export const STATE_HQ: Access = roles(...STATE_WIDE_ROLES);
export const ADMIN: Access = roles('admin');
/** Filing through Open311: an `api_key` that an administrator issued. */
export const OPEN311_API_KEY: Access = {
  kind: 'api-key',
  scheme: 'open311ApiKey',
  what: 'an Open311 api_key issued by administrators',
};

/** Roles, with the specification's own words for a signed-in caller of another role (and, given, for no caller). */
export const rolesRefusing = (allowed: Role[], forbiddenMessage: string, anonymousMessage?: string): Access => ({
  kind: 'roles',
  roles: allowed,
  forbiddenMessage,
  anonymousMessage,
});

/** Marks the hooks of plugins/auth, so a test can tell a route that checks the caller from one that does not. */
export const AUTH_CHECK = Symbol('auth-check');
export const markAuthCheck = <T extends object>(hook: T): T => Object.assign(hook, { [AUTH_CHECK]: true });
export const isAuthCheck = (hook: unknown): boolean =>
  typeof hook === 'function' && (hook as { [AUTH_CHECK]?: boolean })[AUTH_CHECK] === true;

export function describeAccess(access: Access): string {
  switch (access.kind) {
    case 'public':
      return 'Access: public';
    case 'optional-sign-in':
      return 'Access: public; a bearer token, when sent, names the caller';
    case 'signed-in':
      return 'Access: signed in';
    case 'api-key':
      return `Access: ${access.what}`;
    case 'roles':
      return `Access: ${access.roles.join(', ')}`;
  }
}

/** One line per route, for the test that walks them: what it declares, whether it checks, what it documents. */
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: Access | undefined;
  checked: boolean;
  security: readonly unknown[] | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeAccess: RouteAccessEntry[];
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

const hooksOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

/** `prefixes`: the paths whose routes must declare their access (the API, and Open311's). */
export default fp<{ prefixes: readonly string[] }>(async (app, { prefixes }) => {
  const checkFor = (access: Access): onRequestHookHandler | null => {
    switch (access.kind) {
      case 'public':
      case 'api-key':
        return null;
      case 'optional-sign-in':
        return app.authenticateOptional;
      case 'signed-in': {
        const message = access.anonymousMessage;
        if (!message) return app.authenticate;
        return markAuthCheck(async function authenticateWithMessage(request: FastifyRequest, reply: FastifyReply) {
          if (!request.headers.authorization) throw unauthorized(message);
          await app.authenticate(request, reply);
        });
      }
      case 'roles': {
        const { roles: allowed, forbiddenMessage, anonymousMessage } = access;
        if (!forbiddenMessage && !anonymousMessage) return app.requireRole(...allowed);
        return markAuthCheck(async function requireRoleWithMessage(request: FastifyRequest, reply: FastifyReply) {
          if (anonymousMessage && !request.headers.authorization) throw unauthorized(anonymousMessage);
          await app.authenticate(request, reply);
          if (!allowed.includes(request.user!.role as Role)) throw forbidden(forbiddenMessage);
        });
      }
    }
  };

  app.decorate('routeAccess', [] as RouteAccessEntry[]);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!prefixes.some((prefix) => route.url.startsWith(prefix))) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no config.access`);
    const check = checkFor(access);
    // The HEAD twin of a GET route may be made from options that already carry the check.
    const alreadyChecked = hooksOf(route.onRequest).some(isAuthCheck);
    if (check && !alreadyChecked) route.onRequest = [check, ...hooksOf(route.onRequest)] as RouteOptions['onRequest'];
    if (route.method === 'HEAD') return;
    if (access.kind === 'api-key') route.schema = { ...route.schema, security: [{ [access.scheme]: [] }] };
    else if (check) {
      // A bearer token is optional for 'optional-sign-in': the empty requirement says so in OpenAPI.
      const security: Array<Record<string, string[]>> =
        access.kind === 'optional-sign-in' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
      route.schema = { ...route.schema, security };
    }
    const given = route.schema?.description;
    route.schema = {
      ...route.schema,
      description: given ? `${describeAccess(access)}.\n\n${given}` : `${describeAccess(access)}.`,
    };
    app.routeAccess.push({
      method: String(route.method),
      url: route.url,
      access,
      checked: [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)].some(isAuthCheck),
      security: route.schema.security,
    });
  });
});
