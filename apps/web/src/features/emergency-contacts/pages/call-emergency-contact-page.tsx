import { Link } from 'react-router';
import { Phone, UserRound } from 'lucide-react';
import { CONTACT_MESSAGES } from '@safeogun/contract/messages';
import { PageHeader } from '../../../components/ui/page-header';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useEmergencyContacts } from '../api/use-emergency-contacts';
import { useRelationshipLabel } from '../components/contact-fields';
import { useEmergencyContactsMessages } from '../locales/emergency-contacts/messages';
import { useLocalized } from '../../../lib/i18n';
import { ActionCard } from '../../../components/ui/action-card';

/** /call-emergency-contact: one tap dials a saved contact. */
export default function CallEmergencyContactPage() {
  const { _ } = useEmergencyContactsMessages();
  const localized = useLocalized();
  const relationshipLabel = useRelationshipLabel();
  const contacts = useEmergencyContacts();
  return (
    <>
      <PageHeader title={_('emergencyContacts.call.title')} subtitle={_('emergencyContacts.call.subtitle')} />
      <div className="mx-auto max-w-2xl px-4 py-6">
        {contacts.isPending ? (
          <div className="flex items-center justify-center gap-3 py-16 text-slate-600">
            <Spinner label={localized(CONTACT_MESSAGES.loading)} />
            <span>{localized(CONTACT_MESSAGES.loading)}</span>
          </div>
        ) : contacts.isError ? (
          <div className="py-16 text-center" role="alert">
            <p className="font-semibold text-slate-800">{localized(CONTACT_MESSAGES.loadFailed)}</p>
            <Button className="mt-4" onClick={() => void contacts.refetch()}>
              {localized(CONTACT_MESSAGES.tryAgain)}
            </Button>
          </div>
        ) : contacts.data.length === 0 ? (
          <div className="py-16 text-center">
            <UserRound className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold text-slate-800">{localized(CONTACT_MESSAGES.emptyTitle)}</h2>
            <p className="mt-1 text-slate-600">{localized(CONTACT_MESSAGES.emptyBody)}</p>
            <Link to="/emergency-contact" className={buttonClasses('primary', 'mt-4')}>
              {_('emergencyContacts.call.addContacts')}
            </Link>
          </div>
        ) : (
          <ul className="space-y-3">
            {contacts.data.map((c) => (
              <ActionCard
                key={c.id}
                data-testid="call-contact"
                className="p-4 shadow-sm"
                action={
                  <a
                    href={`tel:${c.phoneNumber}`}
                    className={buttonClasses('primary', 'shrink-0')}
                    aria-label={_('emergencyContacts.call.callName', { name: c.fullName })}
                  >
                    <Phone className="h-4 w-4" aria-hidden="true" /> {_('emergencyContacts.call.call')}
                  </a>
                }
              >
                <p className="truncate font-semibold text-slate-900">{c.fullName}</p>
                <span className="mt-1 inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  {relationshipLabel(c.relationship)}
                </span>
                <p className="mt-1 text-sm text-slate-600">{c.phoneNumber}</p>
              </ActionCard>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
