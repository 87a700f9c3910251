/**
 * "Reveal reporter" (issue 11): a named reporter's contact details, read by police who reach the report and give a
 * reason. Each read is written to the audit log (who, in which role, which report, why, from where) in the same
 * transaction as the read, so no one sees a reporter's identity without leaving a row. A reporter who hid their
 * identity, or reported anonymously, is never revealed: the call answers 403 and the refused attempt is written to
 * the audit log too (docs/decisions/009), so State HQ sees who tried.
 */
import { CASEWORK_MESSAGES } from '@safeogun/contract/casework';
import { AppError, forbidden } from '../../lib/errors';
import type { Db } from '../../db/client';
import { AUDIT_ACTIONS, auditBy } from '../audit/audit.service';
import { jurisdictionOf } from '../jurisdiction/jurisdiction';
import type { Actor, CaseworkDeps } from './casework.deps';
import { caseInReach, reporterIdentity } from './case.service';
import * as repo from './reveal.repository';

export interface RevealedReporter {
  fullName: string | null;
  phoneNumber: string | null;
  email: string | null;
}

type Outcome = { reporter: RevealedReporter } | { refused: AppError };

export async function revealReporter(
  deps: Pick<CaseworkDeps, 'db' | 'now'>,
  actor: Actor,
  input: { incidentId: string; reason: string },
): Promise<RevealedReporter> {
  const reach = await jurisdictionOf(deps.db, actor);
  const outcome = await deps.db.transaction(async (t): Promise<Outcome> => {
    const tx = t as unknown as Db;
    const { incident } = await caseInReach({ db: tx }, reach, input.incidentId);
    const identity = reporterIdentity(incident);
    const audit = (action: (typeof AUDIT_ACTIONS)['reporterRevealed' | 'reporterRevealRefused']) =>
      auditBy(
        tx,
        actor,
        action,
        { type: 'incident', id: incident.id },
        { ticketId: incident.ticketId, reason: input.reason, identity },
        deps.now(),
      );
    if (identity !== 'named') {
      await audit(AUDIT_ACTIONS.reporterRevealRefused);
      return {
        refused: forbidden(
          identity === 'anonymous' ? CASEWORK_MESSAGES.reporterAnonymous : CASEWORK_MESSAGES.reporterHidden,
        ),
      };
    }
    const contact = incident.userId ? await repo.findReporterContact(tx, incident.userId) : null;
    // The reporter erased their account: nothing is left to read, so nothing is recorded as read.
    if (!contact || contact.deletedAt) return { refused: new AppError(410, CASEWORK_MESSAGES.reporterGone) };
    await audit(AUDIT_ACTIONS.reporterRevealed);
    return { reporter: { fullName: contact.fullName, phoneNumber: contact.phoneNumber, email: contact.email } };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.reporter;
}
