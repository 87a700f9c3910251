/** A verified access token is kept only while it is in date, and only so many are kept. */
import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens';

const claims = (exp: number) => ({ sub: 'user', sid: 'session', exp });

describe('verified tokens', () => {
  it('answers a kept token until the second it expires, by the rule jose applies, then forgets it', () => {
    let now = 1_000_000_000;
    const tokens = new VerifiedTokens(10, () => now);
    tokens.keep('a', claims(1_000_060));
    expect(tokens.get('a')).toEqual(claims(1_000_060));
    now = 1_000_059_999;
    expect(tokens.get('a')).toEqual(claims(1_000_060));
    now = 1_000_060_000;
    expect(tokens.get('a')).toBeUndefined();
    now = 1_000_000_000;
    expect(tokens.get('a')).toBeUndefined();
  });

  it('answers nothing for a token it never kept', () => {
    expect(new VerifiedTokens().get('never')).toBeUndefined();
  });

  it('forgets the oldest beyond its limit', () => {
    const tokens = new VerifiedTokens(2, () => 0);
    tokens.keep('a', claims(10));
    tokens.keep('b', claims(10));
    tokens.keep('c', claims(10));
    expect(tokens.get('a')).toBeUndefined();
    expect(tokens.get('b')).toEqual(claims(10));
    expect(tokens.get('c')).toEqual(claims(10));
  });
});
