import type { NotificationPreferences } from '@safeogun/contract/users';
import { LoadError, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/hooks';

const GROUPS: Array<{ key: keyof NotificationPreferences; title: string; body: string }> = [
  {
    key: 'reportStatus',
    title: 'Report status',
    body: 'Updates when the police change the status of your reports or reply to your reports, reviews or feedback.',
  },
  {
    key: 'emergencyAlerts',
    title: 'Emergency alerts',
    body: 'When your SOS alert is acknowledged and urgent safety alerts.',
  },
  { key: 'moreActivity', title: 'More activity', body: 'News from the Command and other activity.' },
];

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
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  if (prefs.isLoading) return <Spinner label="Loading notification settings" />;
  if (prefs.isError || !prefs.data)
    return <LoadError message="Failed to load notification settings." onRetry={() => void prefs.refetch()} />;
  const current = prefs.data;

  async function change(key: keyof NotificationPreferences, channel: 'push' | 'email', value: boolean) {
    const next = { ...current, [key]: { ...current[key], [channel]: value } };
    try {
      await save.mutateAsync(next);
      toast.success('Notification preferences saved');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to save notification preferences.'));
    }
  }

  return (
    <section aria-labelledby="notifications-heading" className="space-y-5">
      <h2 id="notifications-heading" className="text-xl font-semibold text-slate-900">
        Notifications
      </h2>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {GROUPS.map((g) => (
          <li key={g.key} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-medium text-slate-900">{g.title}</p>
              <p className="text-sm text-slate-600">{g.body}</p>
            </div>
            <div className="flex gap-6">
              {(['push', 'email'] as const).map((channel) => (
                <label key={channel} className="flex items-center gap-2 text-sm text-slate-700">
                  <Toggle
                    checked={current[g.key][channel]}
                    label={`${g.title} ${channel === 'push' ? 'push' : 'email'}`}
                    disabled={save.isPending}
                    onChange={(v) => void change(g.key, channel, v)}
                  />
                  {channel === 'push' ? 'Push' : 'Email'}
                </label>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
