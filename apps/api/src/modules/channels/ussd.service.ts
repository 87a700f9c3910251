/**
 * Answering Africa's Talking's USSD callbacks (issue 15, decision 017). The session's state lives in the database,
 * keyed by the gateway's sessionId and locked while one callback is answered, so any process may answer any callback.
 * The gateway's `text` holds every answer so far joined by '*', and free text may itself hold '*': only what follows
 * the `text` already answered is read as the newest answer. The same callback again (a retry) is answered with the
 * stored screen and changes nothing, so the confirm that filed a report never files a second one. A failure (the
 * database down or refusing) is logged and answered with a polite `END`: any HTTP error would show the caller a
 * network error in place of a sentence.
 */
import { USSD_SESSION_SECONDS, type UssdCallback } from '@safeogun/contract/channels';
import { channelText, isChannelLanguage, type ChannelLanguage } from '@safeogun/contract/channel-text';
import { normaliseStatus } from '@safeogun/contract/incidents';
import type { Db } from '../../db/client';
import { loadLgaAreas } from '../geo/geocoding';
import { trackIncident } from '../incidents/tracking.service';
import { createChannelSosAlert } from '../sos/sos.service';
import type { ChannelsDeps } from './channels.deps';
import { fileChannelReport, normalisePhone } from './filing.service';
import * as repo from './channels.repository';
import { answer, initialState, render, type UssdPorts, type UssdState } from './ussd-menu';

/** A finished session's callback, a number that is not the session's, a `text` that does not follow on. */
const over = (state: { language?: string } | null) => `END ${channelText(state?.language).ussd.expired}`;

export async function answerUssd(deps: ChannelsDeps, callback: UssdCallback): Promise<string> {
  // The session's language once it is known, for the sentence that ends the session when the answer fails.
  const seen: { language: ChannelLanguage } = { language: 'en' };
  try {
    return await answerInSession(deps, callback, seen);
  } catch (error) {
    deps.log.error({ err: error, sessionId: callback.sessionId }, 'USSD callback failed; the session was ended');
    return `END ${channelText(seen.language).ussd.tryAgain}`;
  }
}

async function answerInSession(
  deps: ChannelsDeps,
  callback: UssdCallback,
  seen: { language: ChannelLanguage },
): Promise<string> {
  const now = deps.now();
  const phone = normalisePhone(callback.phoneNumber);
  // Read outside the transaction: the same for every callback, and cached.
  const lgas = [...(await loadLgaAreas(deps.db))].sort((a, b) => a.name.localeCompare(b.name));
  const types = await repo.listIncidentTypes(deps.db);
  const announcements: (() => Promise<void>)[] = [];

  const reply = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const expiresAt = new Date(now.getTime() + USSD_SESSION_SECONDS * 1000);
    // '' as the last screen marks a session no callback has been answered in yet.
    await repo.createSession(tx, {
      sessionId: callback.sessionId,
      phone,
      state: initialState(),
      lastText: '',
      lastScreen: '',
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    const session = await repo.lockSession(tx, callback.sessionId);
    if (!session || session.phone !== phone) return over(null);
    const fresh = session.lastScreen === '';
    // What the stored state lacks (a field added since it was stored) is the initial state's.
    let state: UssdState = { ...initialState(), ...(session.state as Partial<UssdState>) };
    if (!isChannelLanguage(state.language)) state.language = 'en';
    if (fresh) {
      // A caller with an account starts in the account's language.
      const citizen = await repo.findCitizenByPhone(tx, phone);
      if (citizen && isChannelLanguage(citizen.language)) state = initialState(citizen.language);
    }
    seen.language = state.language;
    if (!fresh && callback.text === session.lastText) return session.lastScreen;
    if (!fresh && (session.lastScreen.startsWith('END') || session.expiresAt < now)) return over(state);

    let newest: string | null;
    if (fresh) {
      // A dialled shortcut (*code*1#) starts at that menu choice; what follows it is not read.
      newest = callback.text === '' ? null : callback.text.split('*')[0]!;
    } else if (session.lastText === '') {
      newest = callback.text;
    } else if (callback.text.startsWith(`${session.lastText}*`)) {
      newest = callback.text.slice(session.lastText.length + 1);
    } else {
      // The gateway ended the session on its side with this END: so does the row (a later text is not read on).
      const reply = over(state);
      await repo.saveSession(tx, callback.sessionId, { lastText: callback.text, lastScreen: reply, updatedAt: now });
      return reply;
    }

    const ports: UssdPorts = {
      types,
      lgas,
      async track(ticket) {
        try {
          const found = await trackIncident({ db: tx }, ticket);
          const status = normaliseStatus(found.status);
          return {
            ticketId: found.trackingId,
            status: status ? channelText(state.language).statuses[status] : found.status,
            update: found.updates.at(-1)?.note ?? null,
          };
        } catch {
          return null;
        }
      },
      async fileReport(draft) {
        const filed = await fileChannelReport(now, tx, lgas, {
          channel: 'ussd',
          phone,
          language: state.language,
          ...draft,
        });
        if (filed) await repo.saveSession(tx, callback.sessionId, { incidentId: filed.id });
        return filed?.ticketId ?? null;
      },
      async sendSos(lgaId) {
        const citizen = await repo.findCitizenByPhone(tx, phone);
        const sent = await createChannelSosAlert(
          { jobs: deps.jobs, now: deps.now, publishToBoards: deps.publishToBoards, log: deps.log },
          tx,
          {
            userId: citizen?.id ?? null,
            phone,
            lgaId,
            lgaName: lgas.find((l) => l.id === lgaId)?.name ?? '',
            channel: 'ussd',
          },
        );
        if (!sent) return false;
        await repo.saveSession(tx, callback.sessionId, { sosAlertId: sent.alertId });
        announcements.push(sent.announce);
        return true;
      },
    };
    const result = newest === null ? { state, reply: render(state, ports) } : await answer(state, newest, ports);
    await repo.saveSession(tx, callback.sessionId, {
      state: result.state,
      lastText: callback.text,
      lastScreen: result.reply,
      expiresAt,
      updatedAt: now,
    });
    return result.reply;
  });
  // The boards hear of an SOS once it is committed.
  for (const announce of announcements) await announce();
  return reply;
}
