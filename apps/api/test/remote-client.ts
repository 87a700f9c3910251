/**
 * A client of a running server over HTTP, for the tests of real processes: citizens made in its database and
 * signed in, reports filed through the API.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { expect } from 'vitest';
import { hashPassword } from '../src/modules/accounts-core/passwords';
import { multipart } from '../src/modules/incidents/test-files';

/** `base`: the server's http://host:port/api/v1; `db`: a client of its database (connected once the tests start). */
export function remoteClient(base: string, db: () => pg.Client) {
  const json = (headers: Record<string, string>, body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

  /** A citizen made in the database, signed in through nginx. */
  async function citizen(): Promise<{ id: string; headers: Record<string, string>; token: string }> {
    const email = `citizen-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Citizen-Pass-1!';
    const { rows } = await db().query<{ id: string }>(
      `insert into users (full_name, user_name, email, phone_number, address, state, gender, email_verified_at, password_hash)
       values ('Two Processes', $1, $2, $3, '12 Oke-Ilewo Road, Abeokuta', 'Ogun', 'Female', now(), $4) returning id`,
      [
        email.split('@')[0],
        email,
        `+234${7000000000 + Math.floor(Math.random() * 999999999)}`,
        await hashPassword(password),
      ],
    );
    const token = await signIn(email, password);
    return { id: rows[0]!.id, token, headers: { authorization: `Bearer ${token}` } };
  }

  async function signIn(email: string, password: string): Promise<string> {
    const res = await fetch(`${base}/auth/login/email`, json({}, { email, password }));
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { data: { tokens: { access: { token: string } } } }).data.tokens.access.token;
  }

  let theftId: number;
  async function reportBody(n: number, photo?: Buffer) {
    theftId ??= (
      (await (await fetch(`${base}/incident/types`)).json()) as { data: { id: number; name: string }[] }
    ).data.find((t) => t.name === 'Theft')!.id;
    return multipart([
      {
        name: 'data',
        value: JSON.stringify({
          incidentTypeId: theftId,
          isDraft: false,
          address: `${1 + (n % 90)} Oke-Ilewo Road, Abeokuta`,
          description: `Two processes behind nginx, report ${n}: a phone was snatched near the market.`,
          isIdentityHidden: false,
          isLocationHidden: false,
          isAnonymous: false,
          channel: 'web',
          stationId: null,
          latitude: 7.1475,
          longitude: 3.3619,
        }),
      },
      ...(photo ? [{ name: 'images', filename: 'evidence.png', bytes: photo, contentType: 'image/png' }] : []),
    ]);
  }

  async function fileReport(headers: Record<string, string>, n: number, key: string | null, photo?: Buffer) {
    const body = await reportBody(n, photo);
    return fetch(`${base}/incident/new`, {
      method: 'POST',
      headers: { ...headers, ...body.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
      body: body.payload,
    });
  }

  return { json, citizen, signIn, fileReport };
}
