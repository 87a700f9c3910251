/** Google ID tokens verified by signature against the provider's JWKS (URL, issuer and client id configurable). */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../../config';
import { ACCOUNT_MESSAGES } from '@safeogun/contract/messages';
import { AUTH_MESSAGES } from '@safeogun/contract/messages';
import { badRequest, notFound } from '../../lib/errors';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | null;
}

export function createGoogleVerifier(google: Config['google']) {
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;
  return {
    enabled: Boolean(google.clientId),
    clientId: google.clientId ?? null,
    async verify(idToken: string): Promise<GoogleIdentity> {
      if (!google.clientId) throw notFound(ACCOUNT_MESSAGES.googleDisabled);
      jwks ??= createRemoteJWKSet(new URL(google.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, {
          issuer: google.issuers,
          audience: google.clientId,
          algorithms: ['RS256', 'ES256'],
        }));
      } catch {
        throw badRequest(ACCOUNT_MESSAGES.googleInvalid);
      }
      if (typeof payload.sub !== 'string') throw badRequest(ACCOUNT_MESSAGES.googleInvalid);
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      if (!email) throw badRequest(AUTH_MESSAGES.noGoogleEmail);
      if (payload.email_verified !== true && payload.email_verified !== 'true')
        throw badRequest(ACCOUNT_MESSAGES.googleEmailUnverified);
      return { sub: payload.sub, email, name: typeof payload.name === 'string' ? payload.name : null };
    },
  };
}
