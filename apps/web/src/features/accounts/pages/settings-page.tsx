import { Suspense, type ComponentType } from 'react';
import { useSearchParams, useNavigate } from 'react-router';
import clsx from 'clsx';
import { Bell, KeyRound, LogOut, Phone, Trash2, User as UserIcon } from 'lucide-react';
import { SESSION_MESSAGES } from '@safeogun/contract/messages';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, PageSpinner, Spinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { LanguageField } from '../../../components/language-field';
import { getSession } from '../../../lib/session';
import { useSignOutOnLeave } from '../../../lib/sign-out-on-leave';
import { forgetReportDrafts } from '../../../lib/report-draft';
import { toast } from '../../../lib/toast';
import { useLogout, useMe } from '../api/hooks';
import { SettingsProfile } from '../components/settings-profile';
import { SettingsPassword } from '../components/settings-password';
import { SettingsNotifications } from '../components/settings-notifications';
import { SettingsDeletion } from '../components/settings-deletion';
import { localized } from '../../../lib/i18n';
import { useSettingsMessages } from '../locales/settings/messages';

const SECTIONS = [
  { id: 'profile', label: 'settings.section.profile', icon: UserIcon },
  { id: 'password', label: 'settings.section.password', icon: KeyRound },
  { id: 'emergency-contact', label: 'settings.section.emergencyContact', icon: Phone },
  { id: 'notifications', label: 'settings.section.notifications', icon: Bell },
  { id: 'account-deletion', label: 'settings.section.deletion', icon: Trash2 },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

/** `emergencyContacts`: the Emergency Contact section, which belongs to another feature (composed in by app/). */
export default function SettingsPage({ emergencyContacts: EmergencyContacts }: { emergencyContacts: ComponentType }) {
  const { _ } = useSettingsMessages();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const me = useMe();
  const logout = useLogout();
  const current = (SECTIONS.find((s) => s.id === params.get('tab'))?.id ?? 'profile') as SectionId;
  // Signing out from here: go home first and end the session once this signed-in page has gone.
  const signOutOnLeave = useSignOutOnLeave();
  function leaveSignedOut() {
    // The leaving person's unsent report drafts go at once (this page may stay on screen a moment while the home
    // page loads): the next person on a shared phone must not find them.
    forgetReportDrafts(getSession()?.user.id ?? null);
    signOutOnLeave();
    navigate('/', { replace: true });
  }

  async function doLogout() {
    try {
      await logout.mutateAsync();
      toast.success(localized(SESSION_MESSAGES.loggedOut));
      leaveSignedOut();
    } catch {
      toast.error(localized(SESSION_MESSAGES.logoutFailed));
    }
  }

  return (
    <>
      <PageHeader title={_('settings.title')} subtitle={_('settings.subtitle')} />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 md:grid-cols-[220px_1fr]">
        {/* A phone shows the menu as a grid of two columns, every section in sight; wider screens a side menu. */}
        <nav aria-label={_('settings.title')} className="md:border-r md:border-slate-200 md:pr-4">
          <ul className="grid grid-cols-2 gap-2 md:flex md:flex-col md:gap-1">
            {SECTIONS.map(({ id, label, icon: Icon }) => (
              <li key={id}>
                <button
                  type="button"
                  aria-current={current === id ? 'page' : undefined}
                  onClick={() => setParams(id === 'profile' ? {} : { tab: id }, { replace: true })}
                  className={clsx(
                    'flex min-h-11 w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm font-medium md:border-0 md:whitespace-nowrap',
                    current === id
                      ? 'border-brand-600 bg-brand-50 text-brand-800'
                      : 'border-slate-200 text-slate-700 hover:bg-slate-50',
                  )}
                >
                  <Icon className="h-4 w-4 shrink-0" aria-hidden />
                  {_(label)}
                </button>
              </li>
            ))}
            <li>
              <Button
                variant="ghost"
                className="w-full justify-start border border-slate-200 !font-medium text-red-700 md:border-0 md:whitespace-nowrap"
                onClick={() => void doLogout()}
                disabled={logout.isPending}
              >
                <LogOut className="h-4 w-4 shrink-0" aria-hidden />
                {logout.isPending ? _('settings.loggingOut') : _('settings.logout')}
              </Button>
            </li>
          </ul>
        </nav>
        <div className="min-w-0">
          {current === 'profile' ? <LanguageField className="mb-6 max-w-xs space-y-1.5" /> : null}
          {current === 'profile' ? (
            me.isLoading ? (
              <PageSpinner label={_('settings.loadingProfile')} />
            ) : me.data ? (
              <SettingsProfile user={me.data} />
            ) : (
              <LoadError message={_('settings.profileFailed')} onRetry={() => void me.refetch()} />
            )
          ) : null}
          {current === 'password' ? <SettingsPassword /> : null}
          {current === 'emergency-contact' ? (
            <Suspense fallback={<Spinner label={_('settings.loadingContacts')} />}>
              <EmergencyContacts />
            </Suspense>
          ) : null}
          {current === 'notifications' ? <SettingsNotifications /> : null}
          {current === 'account-deletion' ? <SettingsDeletion onDeleted={leaveSignedOut} /> : null}
        </div>
      </div>
    </>
  );
}
