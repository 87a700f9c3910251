import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import { admin, police, report, rowByTicket, setupIncidentsApp, signedIn } from './incidents.test-helpers';

setupIncidentsApp();

// Issue 11: police accounts work reports in the console; a named report is a citizen's.
describe('police accounts and citizen reports', () => {
  it.each([
    ['an officer', () => police],
    ['an administrator', () => admin],
  ])('%s cannot file a named report, and is told why', async (_, who) => {
    const res = await report(signedIn(), {}, who().headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REPORT_MESSAGES.policeCannotFile);
  });

  it('an officer may still report anonymously, and the report keeps no link to the account', async () => {
    const res = await report(signedIn({ isAnonymous: true }), {}, police.headers);
    expect(res.statusCode).toBe(201);
    const row = await rowByTicket(res.json().data.ticketId);
    expect(row.userId).toBeNull();
    expect(row.isAnonymous).toBe(true);
  });
});
