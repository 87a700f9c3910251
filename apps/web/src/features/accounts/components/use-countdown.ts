import { useEffect, useState } from 'react';
import type { OtpSent } from '../api/hooks';

/** Seconds left until `until` (ms epoch), ticking every second; 0 when passed or unset. */
export function useCountdown(until: number | null): number {
  const left = () => (until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (!until) return;
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return seconds;
}

/** Where a one-time code went and the seconds until another may be asked for (sign-up and password reset). */
export function useSentCode() {
  const [email, setEmail] = useState('');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(resendAt);
  /** Records a code the API says it sent (sign-up, its resend, forgotten password). */
  const sent = (code: OtpSent) => {
    setEmail(code.email);
    setResendAt(Date.now() + code.resendAfterSeconds * 1000);
  };
  return { email, setEmail, secondsLeft, sent };
}

export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
