/**
 * The tracking routes never pair a client's address with a tracking ID in the request log (issue 12: nothing about
 * an anonymous reporter is kept with their answer). The app logs at `info` here, as in production; other routes do
 * log the address, which proves the capture works.
 */
import { expect, it } from 'vitest';
import { useAppLoggingAtInfo } from '../../../test/log-capture';
import { incidentTypes, incidents } from '../../db/schema';
import { newTicketId } from '../../lib/ticket-id';

const logged = useAppLoggingAtInfo();

it('logs neither the address nor the tracking ID of a lookup or an answer', async () => {
  const { ctx, lines } = logged;
  const [type] = await ctx.database.db.select().from(incidentTypes).limit(1);
  const ticketId = newTicketId();
  await ctx.database.db.insert(incidents).values({
    ticketId,
    incidentTypeId: type!.id,
    description: 'A tip about a stolen generator.',
    isAnonymous: true,
    submittedAt: new Date(),
  });
  const from = '198.51.100.23';
  const tracked = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/incident/track/${ticketId}`,
    remoteAddress: from,
  });
  expect(tracked.statusCode).toBe(200);
  const answered = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/incident/track/${ticketId}/messages`,
    remoteAddress: from,
    payload: { text: 'The generator was green.' },
  });
  expect(answered.statusCode).toBe(201);
  const unknown = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/incident/track/OGP-0000000000/messages',
    remoteAddress: from,
    payload: { text: 'Hello?' },
  });
  expect(unknown.statusCode).toBe(404);
  const trail = lines.join('');
  expect(trail).not.toContain(ticketId);
  expect(trail).not.toContain('OGP-0000000000');
  expect(trail).not.toContain(from);

  // Another route logs its requests with the address: the capture works.
  await ctx.app.inject({ method: 'GET', url: '/api/v1/incident/types', remoteAddress: from });
  expect(lines.join('')).toContain(from);
});
