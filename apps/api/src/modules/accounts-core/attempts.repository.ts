/**
 * The keys of the brute-force counters (auth_attempts), shared by the throttle (auth) and account erasure (users):
 * one account as seen from one client address. An address holds no space and comes first; an email holds none either.
 */
import { sql } from 'drizzle-orm';
import { authAttempts } from '../../db/schema';

export const clientKey = (account: string, ip: string) => `${ip} ${account}`;

/** The account part of a clientKey, in SQL: to erase a person's counters. */
export const accountOfClientKey = sql<string>`split_part(${authAttempts.key}, ' ', 2)`;
