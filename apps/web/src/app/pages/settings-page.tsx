import { lazy } from 'react';
import SettingsPage from '../../features/accounts/pages/settings-page';

/** The settings page with the emergency-contacts feature's section in its Emergency Contact tab (loaded on open). */
const EmergencyContactsSection = lazy(
  () => import('../../features/emergency-contacts/components/settings-emergency-contacts'),
);

export default function Settings() {
  return <SettingsPage emergencyContacts={EmergencyContactsSection} />;
}
