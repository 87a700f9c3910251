import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Short, typeable, unguessable: OGP- plus 10 Crockford base32 characters (50 bits) from a CSPRNG. */
export function newTicketId(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const byte of bytes) out += CROCKFORD[byte & 31];
  return `OGP-${out}`;
}

/** Reads a typed ticket id the Crockford way: case-insensitive, O as 0, I and L as 1, dashes and spaces ignored. */
export function normaliseTicketId(input: string): string | null {
  const body = input
    .trim()
    .toUpperCase()
    .replace(/^OGP/, '')
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{10}$/.test(body)) return null;
  return `OGP-${body}`;
}
