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
import { setSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useLoginEmail, useLoginGoogle } from '../api/hooks';
import { AuthCard, EmailField } from '../components/form-field';
import { PasswordInput } from '../components/password-input';
import { GoogleAlternative } from '../components/google-button';

const schema = z.object({
  email: emailSchema,
  password: z.string().min(1, ACCOUNT_MESSAGES.passwordRequired),
  remember: z.boolean(),
});
type Form = z.input<typeof schema>;

/** Only in-app paths, never another site. */
function safeReturnPath(from: unknown): string {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')
    ? from
    : '/dashboard';
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as { from?: string; message?: string };
  const login = useLoginEmail();
  const google = useLoginGoogle();
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    formState: { errors },
  } = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '', remember: false } });

  function signedIn(data: SessionData, message: string) {
    setSession(data.user, data.tokens, getValues('remember'));
    toast.success(message);
    navigate(safeReturnPath(state.from), { replace: true });
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
    <AuthCard title="Log in to your account" subtitle="Welcome back! Please enter your details.">
      {state.message ? (
        <p role="status" className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {state.message}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="••••••••"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex items-center justify-between gap-2 text-sm">
          <label className="flex items-center gap-2 text-slate-700">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register('remember')} />
            Remember for {REMEMBER_LOGIN_DAYS} days
          </label>
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            Forgot password
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign in'}
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
        Don&apos;t have an account?{' '}
        <Link to="/sign-up" className="font-semibold text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
