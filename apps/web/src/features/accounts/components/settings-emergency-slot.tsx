import { Suspense, lazy, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';

/**
 * The Emergency Contact section belongs to the emergency-contacts feature. When its settings component exists
 * (features/emergency-contacts/components/settings-emergency-contacts.tsx) it is loaded here; until then a link
 * to the contacts page stands in. The glob is resolved at build time, so no import breaks while it is absent.
 */
const found = import.meta.glob<{ default?: ComponentType; SettingsEmergencyContacts?: ComponentType }>(
  '../../emergency-contacts/components/settings-emergency-contacts.tsx',
);
const loader = Object.values(found)[0];
const Section = loader
  ? lazy(async () => {
      const mod = await loader();
      const Component = mod.default ?? mod.SettingsEmergencyContacts;
      return { default: Component ?? Fallback };
    })
  : null;

function Fallback() {
  return (
    <section aria-labelledby="contacts-heading" className="space-y-3">
      <h2 id="contacts-heading" className="text-xl font-semibold text-slate-900">
        Emergency Contact
      </h2>
      <p className="text-sm text-slate-600">Update your emergency contacts here.</p>
      <Link to="/emergency-contact" className="font-semibold text-brand-700 hover:underline">
        Manage emergency contacts
      </Link>
    </section>
  );
}

export function SettingsEmergencySlot() {
  if (!Section) return <Fallback />;
  return (
    <Suspense fallback={<Spinner label="Loading emergency contacts" />}>
      <Section />
    </Suspense>
  );
}
