import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link, useNavigate } from 'react-router';
import { Trans } from '@lingui/react';
import { meetsPasswordPolicy } from '@safeogun/contract/auth';
import { GENDERS, STATES } from '@safeogun/contract/reference';
import { PHONE_DIGITS, PHONE_PREFIX } from '@safeogun/contract/constants';
import {
  AUTH_MESSAGES,
  GENERIC_MESSAGES,
  GEOLOCATION_MESSAGES,
  VALIDATION_MESSAGES,
} from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useResendSignupOtp, useSignupComplete, useSignupEmail, useSignupGoogle } from '../api/hooks';
import { AuthCard, TextField } from '../components/form-field';
import { EmailForm, useEmailForm } from '../components/email-form';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { PasswordInput } from '../../../components/ui/password-input';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { emptyOtp } from '../components/otp-input';
import { PermissionPrompts } from '../components/permission-prompts';
import { GoogleAlternative } from '../components/google-button';
import { useSentCode } from '../components/use-countdown';
import { SignupOtpStep } from '../components/signup-otp-step';
import { currentPosition, type Position } from '../components/geolocation';
import { Checkbox } from '../../../components/ui/checkbox';
import { PhoneField } from '../../../components/ui/phone-field';
import { localized } from '../../../lib/i18n';
import { useSignupMessages } from '../locales/signup/messages';
import { useAccountMessages } from '../locales/account/messages';
import { GENDER_LABELS } from '../components/gender-label';

function profileSchema(isGoogle: boolean) {
  return z
    .object({
      fullName: z.string().trim().min(1, VALIDATION_MESSAGES.fullNameRequired),
      phoneNumber: z
        .string()
        .min(1, VALIDATION_MESSAGES.phoneRequired)
        .refine((v) => v.length === PHONE_DIGITS, VALIDATION_MESSAGES.phoneTenDigits)
        .refine((v) => /^[789]/.test(v), VALIDATION_MESSAGES.phoneStart),
      state: z.string().min(1, VALIDATION_MESSAGES.stateRequired),
      address: z.string().trim().min(1, VALIDATION_MESSAGES.addressRequired),
      gender: z.string().min(1, VALIDATION_MESSAGES.genderRequired),
      password: z.string(),
      confirmPassword: z.string(),
      acceptTerms: z.boolean().refine((v) => v, VALIDATION_MESSAGES.acceptTerms),
      useGeolocation: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (isGoogle) return;
      if (!meetsPasswordPolicy(v.password))
        ctx.addIssue({ code: 'custom', path: ['password'], message: VALIDATION_MESSAGES.passwordRequirements });
      if (!v.confirmPassword)
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: VALIDATION_MESSAGES.confirmPasswordRequired,
        });
      else if (v.confirmPassword !== v.password)
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: VALIDATION_MESSAGES.passwordsMismatch });
    });
}
type Profile = z.infer<ReturnType<typeof profileSchema>>;

/** The title of each step: the ids of the sign-up catalogue. */
const STEP_TITLES = { 1: 'signup.title', 2: 'signup.step.profile', 3: 'signup.step.check' } as const;

export default function SignUpPage() {
  const { _ } = useSignupMessages();
  const account = useAccountMessages();
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [google, setGoogle] = useState<{ token: string; email: string } | null>(null);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [location, setLocation] = useState<Position | null>(null);
  const [otp, setOtp] = useState(emptyOtp);
  const [prompts, setPrompts] = useState(false);
  const start = useSignupEmail();
  const resend = useResendSignupOtp();
  const startGoogle = useSignupGoogle();
  const complete = useSignupComplete();
  const { email, setEmail, secondsLeft, sent: codeSent } = useSentCode();

  const first = useEmailForm();
  const schema = useMemo(() => profileSchema(google !== null), [google]);
  const second = useForm<Profile>({
    resolver: zodResolver(schema),
    defaultValues: {
      fullName: '',
      phoneNumber: '',
      state: '',
      address: '',
      gender: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      useGeolocation: false,
    },
  });

  async function submitEmail(value: string) {
    try {
      codeSent(await start.mutateAsync(value));
      toast.success(localized(AUTH_MESSAGES.forgotSuccess));
      setStep(2);
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  }

  async function finish(values: Profile, code: string) {
    const body = {
      fullName: values.fullName,
      address: values.address,
      phoneNumber: `${PHONE_PREFIX}${values.phoneNumber}`,
      gender: values.gender as (typeof GENDERS)[number],
      state: values.state as (typeof STATES)[number],
      provider: google ? ('Google' as const) : ('Email' as const),
      otp: code,
      email: google ? google.email : email,
      ...(google ? {} : { password: values.password }),
      acceptTerms: values.acceptTerms,
      locationMetadata: location
        ? { type: 'coordinates' as const, ...location }
        : { type: 'manual' as const, latitude: null, longitude: null, accuracy: null },
    };
    await complete.mutateAsync(body);
    toast.success(localized(AUTH_MESSAGES.signupSuccess));
    setPrompts(true);
  }

  const submitProfile = second.handleSubmit(async (values) => {
    if (google) {
      try {
        await finish(values, google.token);
      } catch (error) {
        toast.error(errorMessage(error, AUTH_MESSAGES.googleSignupFailed));
      }
      return;
    }
    setProfile(values);
    setStep(3);
  });

  async function verify() {
    const code = otp.join('');
    if (!profile || code.length !== 6) {
      toast.error(localized(AUTH_MESSAGES.otpFailed));
      return;
    }
    try {
      await finish(profile, code);
    } catch (error) {
      toast.error(errorMessage(error, AUTH_MESSAGES.otpFailed));
    }
  }

  async function resendCode() {
    try {
      codeSent(await resend.mutateAsync(email));
      setOtp(emptyOtp());
      toast.success(localized(AUTH_MESSAGES.otpResent));
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  }

  async function onGoogle(token: string) {
    try {
      const data = await startGoogle.mutateAsync(token);
      if (!data.email) {
        toast.error(localized(AUTH_MESSAGES.noGoogleEmail));
        return;
      }
      setGoogle({ token: data.token, email: data.email });
      setEmail(data.email);
      if (data.fullName) second.setValue('fullName', data.fullName);
      setStep(2);
    } catch (error) {
      toast.error(errorMessage(error, AUTH_MESSAGES.googleSignupFailed));
    }
  }

  async function toggleLocation(checked: boolean) {
    second.setValue('useGeolocation', checked);
    if (!checked) {
      setLocation(null);
      return;
    }
    try {
      const position = await currentPosition({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
      setLocation(position);
      if (!second.getValues('address'))
        second.setValue('address', `${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}`, {
          shouldValidate: true,
        });
      toast.success(localized(GEOLOCATION_MESSAGES.success));
    } catch (error) {
      second.setValue('useGeolocation', false);
      toast.error(localized((error as Error).message || GEOLOCATION_MESSAGES.unable));
    }
  }

  const errors = second.formState.errors;
  const password = second.watch('password');
  const confirm = second.watch('confirmPassword');

  return (
    <AuthCard
      title={_(STEP_TITLES[step])}
      subtitle={
        step === 3 ? (
          <Trans id="signup.codeSent" values={{ email }} components={{ 0: <strong /> }} />
        ) : (
          _('signup.stepOf', { step })
        )
      }
    >
      {step === 1 ? (
        <>
          <EmailForm
            form={first}
            onEmail={submitEmail}
            submitLabel={_('signup.continue')}
            pendingLabel={_('signup.wait')}
          />
          <GoogleAlternative text="signup_with" onToken={onGoogle} failedMessage={AUTH_MESSAGES.googleSignupFailed} />
          <p className="mt-6 text-center text-sm text-slate-600">
            {_('signup.haveAccount')}{' '}
            <Link to="/login" className="font-semibold text-brand-700 hover:underline">
              {_('signup.logIn')}
            </Link>
          </p>
        </>
      ) : null}

      {step === 2 ? (
        <form onSubmit={submitProfile} noValidate className="space-y-4">
          <TextField label={_('signup.email')} value={email} readOnly disabled />
          <TextField
            label={_('signup.fullName')}
            autoComplete="name"
            placeholder={_('signup.fullNamePlaceholder')}
            {...fieldProps(second, 'fullName')}
          />
          <PhoneField form={second} name="phoneNumber" id="signup-phone" />
          <Field label={_('signup.state')} id="signup-state" error={errors.state?.message}>
            <Select
              density="comfortable"
              placeholder={_('signup.statePlaceholder')}
              options={STATES.map((value) => ({ value, label: value }))}
              {...second.register('state')}
            />
          </Field>
          <TextField
            label={_('signup.address')}
            autoComplete="street-address"
            placeholder={_('signup.addressPlaceholder')}
            {...fieldProps(second, 'address')}
          />
          <Checkbox checked={second.watch('useGeolocation')} onChange={(e) => void toggleLocation(e.target.checked)}>
            {_('signup.useLocation')}
          </Checkbox>
          <Field label={_('signup.gender')} id="signup-gender" error={errors.gender?.message}>
            <Select
              density="comfortable"
              placeholder={_('signup.genderPlaceholder')}
              options={GENDERS.map((value) => ({ value, label: account._(GENDER_LABELS[value]) }))}
              {...second.register('gender')}
            />
          </Field>
          {google ? null : (
            <>
              <PasswordInput
                label={_('signup.password')}
                autoComplete="new-password"
                {...fieldProps(second, 'password')}
              />
              <PasswordInput
                label={_('signup.confirmPassword')}
                autoComplete="new-password"
                {...fieldProps(second, 'confirmPassword')}
              />
              <PasswordChecklist password={password} confirm={confirm} />
            </>
          )}
          <div>
            <Checkbox align="start" {...second.register('acceptTerms')}>
              <span>
                <Trans
                  id="signup.terms"
                  components={{
                    0: <Link to="/terms-of-use" className="font-semibold text-brand-700 underline" target="_blank" />,
                    1: <Link to="/privacy-policy" className="font-semibold text-brand-700 underline" target="_blank" />,
                  }}
                />
              </span>
            </Checkbox>
            {errors.acceptTerms ? (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {localized(errors.acceptTerms.message ?? '')}
              </p>
            ) : null}
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setStep(1)} disabled={google !== null}>
              {_('signup.back')}
            </Button>
            <Button type="submit" className="flex-1" disabled={complete.isPending}>
              {google ? (complete.isPending ? _('signup.creating') : _('signup.create')) : _('signup.continue')}
            </Button>
          </div>
        </form>
      ) : null}

      {step === 3 ? (
        <SignupOtpStep
          otp={otp}
          onOtpChange={setOtp}
          verifying={complete.isPending}
          onVerify={() => void verify()}
          secondsLeft={secondsLeft}
          resending={resend.isPending}
          onResend={() => void resendCode()}
          onBack={() => setStep(2)}
        />
      ) : null}

      {prompts ? <PermissionPrompts onDone={() => navigate('/login', { replace: true })} /> : null}
    </AuthCard>
  );
}
