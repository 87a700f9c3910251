/**
 * An Open311 api_key sent in the URL (the specification allows it as a parameter) is never written to the request
 * log. The app logs at `info` here, as in production; the public reads are logged, which proves the capture works.
 */
import { expect, it } from 'vitest';
import { createTestUser } from '../../../test/helpers';
import { useAppLoggingAtInfo } from '../../../test/log-capture';
import { incidentTypes } from '../../db/schema';

const logged = useAppLoggingAtInfo();

it('logs no api_key, whether it is valid or not', async () => {
  const { ctx, lines } = logged;
  const admin = await createTestUser(ctx, { role: 'admin' });
  const apiKey = (await ctx.api('POST', '/admin/open311-keys', admin, { name: 'Logging check app' })).json().data
    .apiKey as string;
  const [type] = await ctx.database.db.select().from(incidentTypes).limit(1);
  const form = new URLSearchParams({
    service_code: String(type!.id),
    address_string: 'Kuto, Abeokuta South',
    description: 'A lorry has blocked the road since morning.',
  }).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  const filed = await ctx.app.inject({
    method: 'POST',
    url: `/open311/v2/requests.json?api_key=${apiKey}`,
    headers,
    payload: form,
  });
  expect(filed.statusCode).toBe(201);
  const refused = await ctx.app.inject({
    method: 'POST',
    url: '/open311/v2/requests.json?api_key=so311_guessed-key-in-the-url',
    headers,
    payload: form,
  });
  expect(refused.statusCode).toBe(403);
  expect((await ctx.app.inject({ method: 'GET', url: '/open311/v2/services.json' })).statusCode).toBe(200);
  const trail = lines.join('');
  expect(trail).toContain('/open311/v2/services.json');
  expect(trail).not.toContain(apiKey);
  expect(trail).not.toContain('so311_guessed-key-in-the-url');
});
