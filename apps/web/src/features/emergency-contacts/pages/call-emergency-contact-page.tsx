import { Link } from 'react-router';
import { Phone, UserRound } from 'lucide-react';
import { CONTACT_MESSAGES } from '@safeogun/contract/messages';
import { PageHeader } from '../../../components/ui/page-header';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useEmergencyContacts } from '../api/use-emergency-contacts';

/** /call-emergency-contact: one tap dials a saved contact. */
export default function CallEmergencyContactPage() {
  const contacts = useEmergencyContacts();
  return (
    <>
      <PageHeader title="Call Emergency Contact" subtitle="Tap a contact to call them now." />
      <div className="mx-auto max-w-2xl px-4 py-6">
        {contacts.isPending ? (
          <div className="flex items-center justify-center gap-3 py-16 text-slate-600">
            <Spinner label={CONTACT_MESSAGES.loading} />
            <span>{CONTACT_MESSAGES.loading}</span>
          </div>
        ) : contacts.isError ? (
          <div className="py-16 text-center" role="alert">
            <p className="font-semibold text-slate-800">{CONTACT_MESSAGES.loadFailed}</p>
            <Button className="mt-4" onClick={() => void contacts.refetch()}>
              {CONTACT_MESSAGES.tryAgain}
            </Button>
          </div>
        ) : contacts.data.length === 0 ? (
          <div className="py-16 text-center">
            <UserRound className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold text-slate-800">{CONTACT_MESSAGES.emptyTitle}</h2>
            <p className="mt-1 text-slate-600">{CONTACT_MESSAGES.emptyBody}</p>
            <Link to="/emergency-contact" className={buttonClasses('primary', 'mt-4')}>
              Add emergency contacts
            </Link>
          </div>
        ) : (
          <ul className="space-y-3">
            {contacts.data.map((c) => (
              <li
                key={c.id}
                data-testid="call-contact"
                className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{c.fullName}</p>
                  <span className="mt-1 inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {c.relationship}
                  </span>
                  <p className="mt-1 text-sm text-slate-600">{c.phoneNumber}</p>
                </div>
                <a
                  href={`tel:${c.phoneNumber}`}
                  className={buttonClasses('primary', 'shrink-0')}
                  aria-label={`Call ${c.fullName}`}
                >
                  <Phone className="h-4 w-4" aria-hidden="true" /> Call
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
