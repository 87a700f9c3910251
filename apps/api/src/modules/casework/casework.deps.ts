/** What the casework services are given (docs/ARCHITECTURE.md: one deps object, the first argument). */
import type { EventBus } from '../../plugins/events';
import type { NotificationsDeps } from '../notifications/notifications.service';
import type { AuditedActor } from '../audit/audit.service';

/** With what notifying needs: an escalation tells the commanders of its level. */
export interface CaseworkDeps extends NotificationsDeps {
  events: EventBus;
  now: () => Date;
  /** Signs the evidence URLs of a case (the same secret as the incidents module's). */
  fileUrlSecret: string;
  apiPrefix: string;
}

/** Who acts, from where: the audit log records the role the actor held and the client address of the request. */
export interface Actor extends AuditedActor {
  sessionId: string;
}
