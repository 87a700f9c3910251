import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { emailSchema } from '@safeogun/contract/auth';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { REMEMBER_LOGIN_DAYS } from '@safeogun/contract/constants';
import type { SessionData } from '@safeogun/contract/auth';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form';
import { returnPathAfterLogin, requestedReturnPath } from '../../../lib/return-path';
import { setSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useLoginEmail, useLoginGoogle } from '../api/hooks';
import { AuthCard, EmailField } from '../components/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { GoogleAlternative } from '../components/google-button';
import { Checkbox } from '../../../components/ui/checkbox';
import { useLocalized } from '../../../lib/i18n';
import { useLoginMessages } from '../locales/login/messages';

const schema = z.object({
  email: emailSchema,
  password: z.string().min(1, ACCOUNT_MESSAGES.passwordRequired),
  remember: z.boolean(),
});
type Form = z.input<typeof schema>;

export default function LoginPage() {
  const { _ } = useLoginMessages();
  const localized = useLocalized();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as { from?: string; message?: string };
  const login = useLoginEmail();
  const google = useLoginGoogle();
  const form = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const { register, handleSubmit, getValues, watch } = form;

  function signedIn(data: SessionData, message: string) {
    setSession(data.user, data.tokens, getValues('remember'));
    toast.success(localized(message));
    // Back where the guard came from (router state, or ?next= from the police console's guard), else home: the
    // console for a police account, the dashboard for a citizen.
    navigate(returnPathAfterLogin(requestedReturnPath(location.state, location.search), data.user.role), {
      replace: true,
    });
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      signedIn(await login.mutateAsync({ ...values, remember: values.remember }), AUTH_MESSAGES.loginSuccess);
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  });

  const remember = watch('remember');

  return (
    <AuthCard title={_('login.title')} subtitle={_('login.subtitle')}>
      {state.message ? (
        <p role="status" className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {localized(state.message)}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField {...fieldProps(form, 'email')} />
        <PasswordInput
          label={_('login.password')}
          autoComplete="current-password"
          placeholder="••••••••"
          {...fieldProps(form, 'password')}
        />
        <div className="flex items-center justify-between gap-2 text-sm">
          <Checkbox {...register('remember')}>{_('login.remember', { days: REMEMBER_LOGIN_DAYS })}</Checkbox>
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            {_('login.forgot')}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? _('login.signingIn') : _('login.signIn')}
        </Button>
      </form>
      <GoogleAlternative
        text="signin_with"
        failedMessage={AUTH_MESSAGES.googleSignInFailed}
        onToken={async (token) => {
          try {
            signedIn(await google.mutateAsync({ token, remember }), AUTH_MESSAGES.googleLoginSuccess);
          } catch (error) {
            toast.error(errorMessage(error, AUTH_MESSAGES.googleLoginFailed));
          }
        }}
      />
      <p className="mt-6 text-center text-sm text-slate-600">
        {_('login.noAccount')}{' '}
        <Link to="/sign-up" className="font-semibold text-brand-700 hover:underline">
          {_('login.signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
