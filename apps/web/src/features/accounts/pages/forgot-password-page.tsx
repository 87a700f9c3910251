import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link, useNavigate } from 'react-router';
import { emailSchema, meetsPasswordPolicy } from '@safeogun/contract/auth';
import { AUTH_MESSAGES, ACCOUNT_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useForgotPassword, useResetPassword } from '../api/hooks';
import { AuthCard, TextField } from '../components/form-field';
import { PasswordInput } from '../components/password-input';
import { PasswordChecklist } from '../components/password-checklist';
import { OtpInput, emptyOtp } from '../components/otp-input';
import { formatCountdown, useCountdown } from '../components/use-countdown';

const emailForm = z.object({ email: emailSchema });

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2 | 3 | 4>(1);
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState(emptyOtp);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const secondsLeft = useCountdown(resendAt);
  const form = useForm<{ email: string }>({ resolver: zodResolver(emailForm), defaultValues: { email: '' } });

  async function requestCode(address: string) {
    try {
      const sent = await forgot.mutateAsync(address);
      setEmail(sent.email);
      setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
      toast.success(AUTH_MESSAGES.forgotSuccess);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, AUTH_MESSAGES.forgotFailed));
      return false;
    }
  }

  const submitEmail = form.handleSubmit(async (values) => {
    if (await requestCode(values.email)) {
      setOtp(emptyOtp());
      setStep(2);
    }
  });

  const code = otp.join('');
  const valid = meetsPasswordPolicy(password) && confirm === password;

  async function submitReset() {
    if (!valid) return;
    try {
      await reset.mutateAsync({ email, otp: code, password });
      toast.success(AUTH_MESSAGES.resetSuccess);
      setStep(4);
    } catch (error) {
      toast.error(errorMessage(error, AUTH_MESSAGES.resetFailed));
      if (error instanceof ApiError && error.message === ACCOUNT_MESSAGES.otpInvalid) {
        setOtp(emptyOtp());
        setStep(2);
      }
    }
  }

  if (step === 4) {
    return (
      <AuthCard title="Password reset" subtitle={AUTH_MESSAGES.resetDone}>
        <Button
          className="w-full"
          onClick={() => {
            setStep(1);
            navigate('/login');
          }}
        >
          Continue
        </Button>
      </AuthCard>
    );
  }

  if (step === 3) {
    return (
      <AuthCard title="Set new password" subtitle="Your new password must be different from previously used passwords.">
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submitReset();
          }}
        >
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <PasswordChecklist password={password} confirm={confirm} />
          <Button type="submit" className="w-full" disabled={!valid || reset.isPending}>
            {reset.isPending ? 'Resetting...' : 'Reset password'}
          </Button>
        </form>
      </AuthCard>
    );
  }

  if (step === 2) {
    return (
      <AuthCard
        title="Check your email"
        subtitle={
          <>
            We sent a code to <strong>{email}</strong>
          </>
        }
      >
        <div className="space-y-5">
          <OtpInput value={otp} onChange={setOtp} />
          <Button className="w-full" disabled={code.length !== 6} onClick={() => setStep(3)}>
            Verify email
          </Button>
          <p className="text-center text-sm text-slate-600">
            Didn&apos;t receive the email?{' '}
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
              disabled={secondsLeft > 0 || forgot.isPending}
              onClick={() => void requestCode(email)}
            >
              Click to resend
            </button>
            {secondsLeft > 0 ? <span className="ml-1">in {formatCountdown(secondsLeft)}</span> : null}
          </p>
          <Button variant="ghost" className="w-full" onClick={() => setStep(1)}>
            Back
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot password?" subtitle="No worries, we'll send you a code to reset it.">
      <form onSubmit={submitEmail} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Reset password'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to log in
        </Link>
      </p>
    </AuthCard>
  );
}
