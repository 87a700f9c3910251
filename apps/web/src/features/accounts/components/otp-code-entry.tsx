import { Button } from '../../../components/ui/button';
import { OtpInput } from './otp-input';
import { formatCountdown } from './use-countdown';
import { useAccountMessages } from '../locales/account/messages';

/** The emailed code's boxes, Verify email, and Click to resend (disabled while its countdown runs). */
export function OtpCodeEntry({
  otp,
  onOtpChange,
  verifying = false,
  onVerify,
  secondsLeft,
  resending,
  onResend,
}: {
  otp: string[];
  onOtpChange: (otp: string[]) => void;
  verifying?: boolean;
  onVerify: () => void;
  secondsLeft: number;
  resending: boolean;
  onResend: () => void;
}) {
  const { _ } = useAccountMessages();
  return (
    <>
      <OtpInput value={otp} onChange={onOtpChange} disabled={verifying} />
      <Button className="w-full" onClick={onVerify} disabled={verifying || otp.join('').length !== 6}>
        {verifying ? _('account.otp.verifying') : _('account.otp.verify')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {_('account.otp.notReceived')}{' '}
        <button
          type="button"
          className="font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
          onClick={onResend}
          disabled={secondsLeft > 0 || resending}
        >
          {_('account.otp.resend')}
        </button>
        {secondsLeft > 0 ? (
          <span className="ml-1" aria-live="polite">
            {_('account.otp.resendIn', { time: formatCountdown(secondsLeft) })}
          </span>
        ) : null}
      </p>
    </>
  );
}
