import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { OTP_RESEND_SECONDS } from '@safeogun/contract/constants';
import { ACCOUNT_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { useLocalized } from '../../../lib/i18n';
import { OtpCodeEntry } from './otp-code-entry';
import { useAccountMessages } from '../locales/account/messages';

/** Sign-up step 3: the emailed code, with resend (after its countdown) and a way back to the profile. */
export function SignupOtpStep({ onBack, ...entry }: ComponentProps<typeof OtpCodeEntry> & { onBack: () => void }) {
  const { _ } = useAccountMessages();
  const localized = useLocalized();
  return (
    <div className="space-y-5">
      <OtpCodeEntry {...entry} />
      <p className="text-center text-sm text-slate-600">
        {localized(ACCOUNT_MESSAGES.signupAlreadyRegistered)}{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {_('account.signupOtp.logIn')}
        </Link>{' '}
        ·{' '}
        <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
          {_('account.signupOtp.reset')}
        </Link>
      </p>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {_('account.signupOtp.back')}
      </Button>
      <p className="sr-only">{_('account.otp.resendEvery', { minutes: OTP_RESEND_SECONDS / 60 })}</p>
    </div>
  );
}
