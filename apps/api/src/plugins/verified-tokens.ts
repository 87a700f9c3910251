/**
 * Access tokens this process has verified, kept until they expire (issue 17, decision 028). A page sends several
 * requests with one token, and checking its HMAC through WebCrypto (jose) took about 50 µs of CPU on every one,
 * a tenth of the main thread's time per report submission. The same token string verifies the same way until it
 * expires: its signature, issuer, audience and claims cannot change. So a kept token is only checked for expiry
 * again, by jose's rule (expired once `exp` is at or before the current second); the sign-in session behind it is
 * still asked on every request (plugins/auth.ts). Only tokens that passed every check are kept, and at most `max`
 * of them: beyond that the oldest is forgotten.
 */
export interface VerifiedClaims {
  sub: string;
  sid: string;
  /** Seconds since the epoch, as in the token. */
  exp: number;
}

export class VerifiedTokens {
  private readonly kept = new Map<string, VerifiedClaims>();

  constructor(
    private readonly max = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The claims of a kept token that has not expired; undefined otherwise (jose checks it again, and says why). */
  get(token: string): VerifiedClaims | undefined {
    const claims = this.kept.get(token);
    if (!claims) return undefined;
    if (claims.exp <= Math.floor(this.now() / 1000)) {
      this.kept.delete(token);
      return undefined;
    }
    return claims;
  }

  keep(token: string, claims: VerifiedClaims): void {
    if (this.kept.size >= this.max && !this.kept.has(token)) {
      const oldest = this.kept.keys().next();
      if (!oldest.done) this.kept.delete(oldest.value);
    }
    this.kept.set(token, claims);
  }
}
