import type { NotificationPreferences } from '@safeogun/contract/users';
import { LoadError, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/hooks';
import { useSettingsMessages } from '../locales/settings/messages';
import { SettingsSection } from './settings-section';

/** The groups of notifications, with their title and description in the settings catalogue. */
const GROUPS = [
  {
    key: 'reportStatus',
    title: 'settings.notifications.reportStatus',
    body: 'settings.notifications.reportStatusBody',
  },
  {
    key: 'emergencyAlerts',
    title: 'settings.notifications.emergencyAlerts',
    body: 'settings.notifications.emergencyAlertsBody',
  },
  {
    key: 'moreActivity',
    title: 'settings.notifications.moreActivity',
    body: 'settings.notifications.moreActivityBody',
  },
  // Issue 21: "Security alerts for my area", in the app and by text (never by email).
  {
    key: 'areaAlerts',
    title: 'settings.notifications.areaAlerts',
    body: 'settings.notifications.areaAlertsBody',
    channels: ['push', 'sms'],
  },
] as const satisfies ReadonlyArray<{
  key: keyof NotificationPreferences;
  title: string;
  body: string;
  channels?: readonly Channel[];
}>;

type Channel = 'push' | 'email' | 'sms';
const CHANNELS: readonly Channel[] = ['push', 'email'];
const SWITCH_LABELS = {
  push: 'settings.notifications.pushSwitch',
  email: 'settings.notifications.emailSwitch',
  sms: 'settings.notifications.smsSwitch',
} as const;
const CHANNEL_NAMES = {
  push: 'settings.notifications.push',
  email: 'settings.notifications.email',
  sms: 'settings.notifications.sms',
} as const;

function Toggle({
  checked,
  label,
  onChange,
  disabled,
}: {
  checked: boolean;
  label: string;
  onChange: (v: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${checked ? 'bg-brand-700' : 'bg-slate-300'}`}
    >
      <span
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0.5'}`}
      />
    </button>
  );
}

export function SettingsNotifications() {
  const { _ } = useSettingsMessages();
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  if (prefs.isLoading) return <Spinner label={_('settings.notifications.loading')} />;
  if (prefs.isError || !prefs.data)
    return <LoadError message={_('settings.notifications.loadFailed')} onRetry={() => void prefs.refetch()} />;
  const current = prefs.data;

  async function change(key: keyof NotificationPreferences, channel: Channel, value: boolean) {
    const next = { ...current, [key]: { ...current[key], [channel]: value } };
    try {
      await save.mutateAsync(next);
      toast.success(_('settings.notifications.saved'));
    } catch (error) {
      toast.error(errorMessage(error, _('settings.notifications.saveFailed')));
    }
  }

  return (
    <SettingsSection title={_('settings.section.notifications')} className="space-y-5">
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {GROUPS.map((g) => (
          <li key={g.key} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-medium text-slate-900">{_(g.title)}</p>
              <p className="text-sm text-slate-600">{_(g.body)}</p>
            </div>
            <div className="flex gap-6">
              {('channels' in g ? g.channels : CHANNELS).map((channel) => (
                <label key={channel} className="flex items-center gap-2 text-sm text-slate-700">
                  <Toggle
                    checked={(current[g.key] as Partial<Record<Channel, boolean>>)[channel] === true}
                    label={_(SWITCH_LABELS[channel], { group: _(g.title) })}
                    disabled={save.isPending}
                    onChange={(v) => void change(g.key, channel, v)}
                  />
                  {_(CHANNEL_NAMES[channel])}
                </label>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
