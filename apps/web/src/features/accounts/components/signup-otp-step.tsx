import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { OTP_RESEND_SECONDS } from '@safeogun/contract/constants';
import { ACCOUNT_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { OtpCodeEntry } from './otp-code-entry';

/** Sign-up step 3: the emailed code, with resend (after its countdown) and a way back to the profile. */
export function SignupOtpStep({ onBack, ...entry }: ComponentProps<typeof OtpCodeEntry> & { onBack: () => void }) {
  return (
    <div className="space-y-5">
      <OtpCodeEntry {...entry} />
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
