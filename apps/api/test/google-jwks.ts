/** A stand-in for Google's JWKS endpoint on loopback, with a locally generated key to sign ID tokens. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export const TEST_GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';
export const TEST_GOOGLE_ISSUER = 'https://accounts.google.com';

export async function startGoogleJwks() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;

  async function sign(
    claims: JWTPayload,
    options: { key?: SigningKey; audience?: string; issuer?: string; expiresIn?: string | number; kid?: string } = {},
  ) {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key' })
      .setIssuer(options.issuer ?? TEST_GOOGLE_ISSUER)
      .setAudience(options.audience ?? TEST_GOOGLE_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    env: {
      GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
      GOOGLE_ISSUER: TEST_GOOGLE_ISSUER,
    },
    sign,
    /** A key Google never published: tokens signed with it are forgeries. */
    async otherKey() {
      return (await generateKeyPair('RS256')).privateKey;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
