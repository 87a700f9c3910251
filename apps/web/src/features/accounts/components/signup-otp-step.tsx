import { Link } from 'react-router';
import { OTP_RESEND_SECONDS } from '@safeogun/contract/constants';
import { ACCOUNT_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { OtpInput } from './otp-input';
import { formatCountdown } from './use-countdown';

/** Sign-up step 3: the emailed code, with resend (after its countdown) and a way back to the profile. */
export function SignupOtpStep({
  otp,
  onOtpChange,
  verifying,
  onVerify,
  secondsLeft,
  resending,
  onResend,
  onBack,
}: {
  otp: string[];
  onOtpChange: (otp: string[]) => void;
  verifying: boolean;
  onVerify: () => void;
  secondsLeft: number;
  resending: boolean;
  onResend: () => void;
  onBack: () => void;
}) {
  return (
    <div className="space-y-5">
      <OtpInput value={otp} onChange={onOtpChange} disabled={verifying} />
      <Button className="w-full" onClick={onVerify} disabled={verifying || otp.join('').length !== 6}>
        {verifying ? 'Verifying...' : 'Verify email'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Didn&apos;t receive the email?{' '}
        <button
          type="button"
          className="font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
          onClick={onResend}
          disabled={secondsLeft > 0 || resending}
        >
          Click to resend
        </button>
        {secondsLeft > 0 ? (
          <span className="ml-1" aria-live="polite">
            in {formatCountdown(secondsLeft)}
          </span>
        ) : null}
      </p>
      <p className="text-center text-sm text-slate-600">
        {ACCOUNT_MESSAGES.signupAlreadyRegistered}{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>{' '}
        ·{' '}
        <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
          Reset password
        </Link>
      </p>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        Back to profile
      </Button>
      <p className="sr-only">Codes can be resent every {OTP_RESEND_SECONDS / 60} minutes.</p>
    </div>
  );
}
