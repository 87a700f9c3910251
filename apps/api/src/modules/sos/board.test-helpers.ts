/**
 * The live board's tests share the police world of the casework tests (demo commands and stations, one account of
 * each police standing towards Abeokuta South) and send real alerts through POST /sos/new, each from a new
 * citizen so the limit of 3 alerts in 10 minutes never gets in the way.
 */
import { expect } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import type { Place, PoliceWorld } from '../casework/casework.test-helpers';
import { webmFixture } from './audio-fixtures.test-helpers';
import { sendTo } from './sos.test-helpers';

export interface SentAlert {
  id: string;
  sender: TestUser;
}

/** An alert from `place` by a new citizen named `fullName`, with a 2-second voice note unless `text` only. */
export async function sendAlert(
  ctx: TestContext,
  place: Place,
  options: { fullName?: string; isIdentityHidden?: boolean; textOnly?: boolean } = {},
): Promise<SentAlert> {
  const sender = await createTestUser(ctx, { fullName: options.fullName ?? 'Board Sender' });
  const res = await sendTo(
    ctx,
    sender,
    {
      comment: 'Armed men at the gate',
      isIdentityHidden: options.isIdentityHidden ?? false,
      coordinates: { latitude: place.lat, longitude: place.lng, accuracy: 18 },
    },
    options.textOnly ? undefined : { bytes: webmFixture(2) },
  );
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.alertId as string, sender };
}

/** A call to /api/v1`url` as `user`; the JSON answer with its status. */
export async function call(world: PoliceWorld, user: TestUser, method: HTTPMethods, url: string, body?: object) {
  const res = await world.ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user.headers,
    ...(body === undefined ? {} : { payload: body }),
  });
  return { status: res.statusCode, body: res.json() as { message: string; data: Record<string, unknown> } };
}
