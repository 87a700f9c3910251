import { useEffect } from 'react';
import { applyUpdate } from '../lib/service-worker';
import { toast } from '../lib/toast';
import { useAppUpdateMessages } from './locales/app-update/messages';

/**
 * "New version available" with a Reload action, shown while a new version of the app waits (issue 16). It stays
 * until the person chooses: the app never reloads on its own, so nothing typed in a form is lost. Mounted by the
 * providers only once an update waits (its own chunk).
 */
export default function UpdatePrompt() {
  const { _ } = useAppUpdateMessages();
  useEffect(() => {
    toast.message(_('appUpdate.available'), {
      id: 'app-update',
      duration: Infinity,
      action: { label: _('appUpdate.reload'), onClick: applyUpdate },
    });
  }, [_]);
  return null;
}
