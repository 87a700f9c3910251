import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, type ChangePasswordForm } from '@safeogun/contract/users';
import { LOGOUT_AFTER_PASSWORD_CHANGE_MS } from '@safeogun/contract/constants';
import { PASSWORD_CHANGE_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useUpdatePassword } from '../api/hooks';
import { PasswordInput } from '../../../components/ui/password-input';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { localized } from '../../../lib/i18n';
import { useSettingsMessages } from '../locales/settings/messages';
import { SettingsSection } from './settings-section';

/** The messages of every failed rule, in the schema's order (the policy's unmet rules all listed). */
function problemsOf(errors: FieldErrors<ChangePasswordForm>): string[] {
  const fields = [errors.oldPassword, errors.confirmPassword, errors.newPassword];
  return fields.flatMap((error) => {
    const all = error?.types ? Object.values(error.types).flat() : [error?.message];
    return all.filter((message): message is string => typeof message === 'string');
  });
}

export function SettingsPassword() {
  const { _ } = useSettingsMessages();
  const navigate = useNavigate();
  const update = useUpdatePassword();
  const { register, handleSubmit, watch } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    // Every unmet rule of the policy is listed, not only the first.
    criteriaMode: 'all',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current) window.clearTimeout(timer.current);
    },
    [],
  );

  async function submit({ oldPassword, newPassword }: ChangePasswordForm) {
    setProblems([]);
    try {
      await update.mutateAsync({ oldPassword, newPassword });
      toast.success(localized(PASSWORD_CHANGE_MESSAGES.success));
      setDone(true);
      // The server has ended every session; the app follows after the 3 s the message announces.
      timer.current = window.setTimeout(() => {
        clearSession();
        // After the guard's own redirect to /login, arrive there with the message.
        window.setTimeout(
          () =>
            navigate('/login', {
              replace: true,
              state: { message: _('settings.password.changed') },
            }),
          0,
        );
      }, LOGOUT_AFTER_PASSWORD_CHANGE_MS);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 400
          ? errorMessage(error, PASSWORD_CHANGE_MESSAGES.invalidFormat)
          : errorMessage(error, PASSWORD_CHANGE_MESSAGES.failed);
      setProblems([message]);
      toast.error(message);
    }
  }

  return (
    <SettingsSection
      title={_('settings.section.password')}
      className="max-w-md space-y-5"
      description={localized(PASSWORD_CHANGE_MESSAGES.hint)}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => void handleSubmit(submit, (errors) => setProblems(problemsOf(errors)))(event)}
      >
        <PasswordInput
          label={_('settings.password.current')}
          autoComplete="current-password"
          {...register('oldPassword')}
        />
        <PasswordInput label={_('settings.password.new')} autoComplete="new-password" {...register('newPassword')} />
        <PasswordInput
          label={_('settings.password.confirm')}
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
        <PasswordChecklist password={watch('newPassword')} confirm={watch('confirmPassword')} />
        {problems.length > 0 ? (
          <ul role="alert" className="space-y-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {problems.map((p) => (
              <li key={p}>{localized(p)}</li>
            ))}
          </ul>
        ) : null}
        <Button type="submit" disabled={update.isPending || done}>
          {update.isPending ? _('settings.password.updating') : _('settings.password.update')}
        </Button>
      </form>
    </SettingsSection>
  );
}
