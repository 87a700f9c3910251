import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REPORT_MESSAGES, REVIEW_MESSAGES } from '@safeogun/contract/messages';
import { createTestUser } from '../../../test/helpers';
import { incidentFiles } from '../../db/schema';
import { PNG_1X1, jpegWithGps, pngWithGps } from './test-files';
import {
  abeokuta,
  alice,
  bob,
  bytesOf,
  ctx,
  patch,
  police,
  report,
  rowByTicket,
  setupIncidentsApp,
  signedIn,
  storedFiles,
} from './incidents.test-helpers';

setupIncidentsApp();

describe('drafts', () => {
  it('saves, lists, edits (removing an image), submits with the draft rules, and deletes', async () => {
    const saved = await report(
      signedIn({ isDraft: true, description: 'short', address: '' }),
      { images: [PNG_1X1, PNG_1X1] },
      alice.headers,
    );
    expect(saved.statusCode).toBe(201);
    const id = saved.json().data.id as string;
    expect(saved.json().data.isDraft).toBe(true);

    const drafts = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/incident/all?isDraft=true', headers: alice.headers })
    ).json().data.incidents;
    expect(drafts.data.map((d: { id: string }) => d.id)).toContain(id);
    const reports = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/incident/all', headers: alice.headers })
    ).json().data.incidents.data;
    expect(reports.map((d: { id: string }) => d.id)).not.toContain(id);
    const draft = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${id}`, headers: alice.headers })
    ).json().data.incident;
    expect(draft.submittedAt).toBeNull();
    const [firstImage, secondImage] = draft.files as { id: string }[];

    // Kept plus new images count together.
    const tooMany = await patch(id, { keepImages: [firstImage!.id, secondImage!.id] }, alice, [PNG_1X1, PNG_1X1]);
    expect(tooMany.json().message).toBe(REPORT_MESSAGES.tooManyImages);

    // Submitting with the draft rules: messages joined with commas.
    const invalid = await patch(id, { isDraft: false, address: 'Ota' }, alice);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(
      [REPORT_MESSAGES.descriptionTooShort, REPORT_MESSAGES.addressTooShort].join(', '),
    );

    const edited = await patch(
      id,
      { removeImageIds: [secondImage!.id], description: 'Now a longer description.' },
      alice,
      [pngWithGps()],
    );
    expect(edited.statusCode).toBe(200);
    const after = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${id}`, headers: alice.headers })
    ).json().data.incident;
    expect(after.files.map((f: { id: string }) => f.id)).toContain(firstImage!.id);
    expect(after.files.map((f: { id: string }) => f.id)).not.toContain(secondImage!.id);
    expect(after.files).toHaveLength(2);
    expect(after.description).toBe('Now a longer description.');

    const submitted = await patch(id, { isDraft: false, address: '5 Ibara Housing Estate, Abeokuta' }, alice);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toEqual({ ticketId: saved.json().data.ticketId, id, isDraft: false });
    const row = await rowByTicket(saved.json().data.ticketId);
    expect(row.isDraft).toBe(false);
    expect(row.submittedAt).not.toBeNull();
    expect(row.lgaId).toBe(abeokuta.lgaId);

    // No longer a draft: no edit, no delete.
    expect((await patch(id, { description: 'changed after submit' }, alice)).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/incident/${id}`, headers: alice.headers })).statusCode,
    ).toBe(400);

    const other = await report(signedIn({ isDraft: true }), { images: [PNG_1X1] }, alice.headers);
    const otherId = other.json().data.id as string;
    const filesBefore = storedFiles().length;
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/incident/${otherId}`, headers: alice.headers });
    expect(del.statusCode).toBe(200);
    expect(storedFiles().length).toBe(filesBefore - 1);
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${otherId}`, headers: alice.headers });
    expect(gone.statusCode).toBe(404);
  });

  it('hiding identity later strips the metadata of kept photos', async () => {
    const saved = await report(signedIn({ isDraft: true }), { images: [jpegWithGps()] }, alice.headers);
    const id = saved.json().data.id as string;
    const res = await patch(id, { isIdentityHidden: true }, alice);
    expect(res.statusCode).toBe(200);
    const [file] = await ctx.database.db.select().from(incidentFiles).where(eq(incidentFiles.incidentId, id));
    expect(file!.metadataStripped).toBe(true);
    const body = (await bytesOf(`/api/v1/incident/${id}/files/${file!.id}`, alice.headers)).rawPayload;
    expect(body.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
  });
});

describe('ownership', () => {
  it('another user gets 404 on every call, never the record', async () => {
    const saved = await report(signedIn({ isDraft: true }), { images: [PNG_1X1] }, alice.headers);
    const id = saved.json().data.id as string;
    const fileId = (await ctx.database.db.select().from(incidentFiles).where(eq(incidentFiles.incidentId, id)))[0]!.id;
    const calls = [
      ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${id}`, headers: bob.headers }),
      patch(id, { description: 'hijacked description' }, bob),
      ctx.app.inject({ method: 'DELETE', url: `/api/v1/incident/${id}`, headers: bob.headers }),
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/incident/${id}/review`,
        headers: bob.headers,
        payload: { rating: 5, comments: 'Great' },
      }),
      ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${id}/files/${fileId}`, headers: bob.headers }),
      ctx.app.inject({ method: 'GET', url: `/api/v1/incident/not-a-uuid`, headers: bob.headers }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Alice');
    }
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/incident/all?isDraft=true', headers: bob.headers })
    ).json();
    expect(list.data.incidents.data).toEqual([]);
    const still = await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${id}`, headers: alice.headers });
    expect(still.json().data.incident.description).not.toBe('hijacked description');
  });
});

describe('status changes and reviews', () => {
  it('police move a report along the allowed transitions with a note; the owner reviews once when resolved', async () => {
    const res = await report(signedIn(), {}, alice.headers);
    const { id, ticketId } = res.json().data as { id: string; ticketId: string };
    const local = await createTestUser(ctx, { role: 'officer', stationId: (await rowByTicket(ticketId)).stationId! });
    // Police act on the version of the report they opened.
    const versionNow = async () => (await rowByTicket(ticketId)).version;
    const setStatus = async (status: string, note = 'Officers have been assigned.', user = local) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/police/incidents/${id}/status`,
        headers: user.headers,
        payload: { version: await versionNow(), status, note },
      });
    const review = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/incident/${id}/review`, headers: alice.headers, payload });

    expect((await setStatus('in-progress', 'x', alice)).statusCode).toBe(403);
    // An officer of no station (or another one) does not reach it.
    expect((await setStatus('in-progress', 'x', police)).statusCode).toBe(404);
    expect((await review({ rating: 4, comments: 'Thanks' })).statusCode).toBe(400);
    const wrong = await setStatus('resolved');
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('A report that is new can only be moved to in-progress, on-hold or closed.');
    expect((await setStatus('In Progress')).statusCode).toBe(200);
    expect((await setStatus('nonsense')).statusCode).toBe(400);
    const noNote = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/police/incidents/${id}/status`,
      headers: local.headers,
      payload: { version: await versionNow(), status: 'resolved' },
    });
    expect(noNote.statusCode).toBe(400);
    const resolved = await setStatus('solved', 'Suspect arrested; phone recovered.');
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data.status).toBe('resolved');

    const track = (await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/track/${ticketId}` })).json().data;
    expect(track.status).toBe('resolved');
    expect(track.updates.map((u: { note: string }) => u.note)).toEqual([
      'Officers have been assigned.',
      'Suspect arrested; phone recovered.',
    ]);

    expect((await review({ rating: 0, comments: 'ok' })).json().message).toBe(REVIEW_MESSAGES.ratingRequired);
    expect((await review({ rating: 5, comments: '   ' })).json().message).toBe(REVIEW_MESSAGES.commentsRequired);
    expect((await review({ rating: 5, comments: 'x'.repeat(1001) })).statusCode).toBe(400);
    const ok = await review({
      name: 'Alice Adebayo',
      rating: 5,
      comments: 'Quick response.',
      isIdentityHidden: true,
      incidentId: id,
    });
    expect(ok.statusCode).toBe(201);
    expect((await review({ rating: 4, comments: 'Again' })).statusCode).toBe(409);
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${id}`, headers: alice.headers })
    ).json().data.incident;
    expect(detail.review).toMatchObject({ rating: 5, comments: 'Quick response.', isIdentityHidden: true });
    expect(detail.updates).toHaveLength(2);
  });
});

describe('geocoding (offline provider)', () => {
  it('resolves coordinates to the LGA and typed town names, and knows what is not Nigeria', async () => {
    const rev = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/geo/reverse?lat=${abeokuta.lat}&lng=${abeokuta.lng}`,
    });
    expect(rev.json().data.place).toMatchObject({ inNigeria: true, inOgun: true, lga: { name: 'Abeokuta South' } });
    const lagos = (await ctx.app.inject({ method: 'GET', url: '/api/v1/geo/reverse?lat=6.45&lng=3.39' })).json().data
      .place;
    expect(lagos).toMatchObject({ inNigeria: true, inOgun: false, lga: null });
    const sagamu = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/geo/search?q=12%20Akarigbo%20Street%20Sagamu' })
    ).json().data.places;
    expect(sagamu[0]).toMatchObject({ inNigeria: true, inOgun: true, lga: { name: 'Sagamu' } });
    const london = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/geo/search?q=10%20Downing%20Street%20London' })
    ).json();
    expect(london.data.places).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/geo/reverse?lat=abc&lng=1' })).statusCode).toBe(400);
  });
});
