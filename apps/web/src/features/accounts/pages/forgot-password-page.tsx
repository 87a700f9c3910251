import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans } from '@lingui/react';
import { meetsPasswordPolicy } from '@safeogun/contract/auth';
import { AUTH_MESSAGES, ACCOUNT_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useForgotPassword, useResetPassword } from '../api/hooks';
import { AuthCard } from '../components/form-field';
import { EmailForm, useEmailForm } from '../components/email-form';
import { PasswordInput } from '../../../components/ui/password-input';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { emptyOtp } from '../components/otp-input';
import { OtpCodeEntry } from '../components/otp-code-entry';
import { useSentCode } from '../components/use-countdown';
import { localized } from '../../../lib/i18n';
import { useRecoveryMessages } from '../locales/recovery/messages';

export default function ForgotPasswordPage() {
  const { _ } = useRecoveryMessages();
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2 | 3 | 4>(1);
  const [otp, setOtp] = useState(emptyOtp);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const { email, secondsLeft, sent } = useSentCode();
  const emailForm = useEmailForm();

  async function requestCode(address: string) {
    try {
      sent(await forgot.mutateAsync(address));
      toast.success(localized(AUTH_MESSAGES.forgotSuccess));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, AUTH_MESSAGES.forgotFailed));
      return false;
    }
  }

  async function submitEmail(address: string) {
    if (await requestCode(address)) {
      setOtp(emptyOtp());
      setStep(2);
    }
  }

  const code = otp.join('');
  const valid = meetsPasswordPolicy(password) && confirm === password;

  async function submitReset() {
    if (!valid) return;
    try {
      await reset.mutateAsync({ email, otp: code, password });
      toast.success(localized(AUTH_MESSAGES.resetSuccess));
      setStep(4);
    } catch (error) {
      toast.error(errorMessage(error, AUTH_MESSAGES.resetFailed));
      // The server words it in the app's language (Accept-Language): either spelling is the wrong code.
      const message = error instanceof ApiError ? error.message : null;
      if (message === ACCOUNT_MESSAGES.otpInvalid || message === localized(ACCOUNT_MESSAGES.otpInvalid)) {
        setOtp(emptyOtp());
        setStep(2);
      }
    }
  }

  if (step === 4) {
    return (
      <AuthCard title={_('recovery.doneTitle')} subtitle={localized(AUTH_MESSAGES.resetDone)}>
        <Button
          className="w-full"
          onClick={() => {
            setStep(1);
            navigate('/login');
          }}
        >
          {_('recovery.continue')}
        </Button>
      </AuthCard>
    );
  }

  if (step === 3) {
    return (
      <AuthCard title={_('recovery.newTitle')} subtitle={_('recovery.newSubtitle')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submitReset();
          }}
        >
          <PasswordInput
            label={_('recovery.password')}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordInput
            label={_('recovery.confirmPassword')}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <PasswordChecklist password={password} confirm={confirm} />
          <Button type="submit" className="w-full" disabled={!valid || reset.isPending}>
            {reset.isPending ? _('recovery.resetting') : _('recovery.reset')}
          </Button>
        </form>
      </AuthCard>
    );
  }

  if (step === 2) {
    return (
      <AuthCard
        title={_('recovery.check')}
        subtitle={<Trans id="recovery.codeSent" values={{ email }} components={{ 0: <strong /> }} />}
      >
        <div className="space-y-5">
          <OtpCodeEntry
            otp={otp}
            onOtpChange={setOtp}
            onVerify={() => setStep(3)}
            secondsLeft={secondsLeft}
            resending={forgot.isPending}
            onResend={() => void requestCode(email)}
          />
          <Button variant="ghost" className="w-full" onClick={() => setStep(1)}>
            {_('recovery.back')}
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={_('recovery.title')} subtitle={_('recovery.subtitle')}>
      <EmailForm
        form={emailForm}
        onEmail={submitEmail}
        submitLabel={_('recovery.reset')}
        pendingLabel={_('recovery.sending')}
      />
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {_('recovery.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
