/** Accounts: sign-up, login, sessions, password reset (specification sections 5 and 7, DECISIONS.md). */
import { z } from 'zod';
import { LANGUAGES } from './languages';
import { envelope } from './envelope';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, PHONE_DIGITS, PHONE_PREFIX } from './constants';
import { API_MESSAGES } from './api-messages';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from './messages';
import { GENDERS, STATES } from './reference';

// ---------------------------------------------------------------- password policy (one, everywhere)

export interface PasswordChecks {
  minLength: boolean;
  uppercase: boolean;
  special: boolean;
}

export function passwordChecks(password: string): PasswordChecks {
  return {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /[A-Z]/.test(password),
    special: /[^A-Za-z0-9\s]/.test(password),
  };
}

export function meetsPasswordPolicy(password: string): boolean {
  const c = passwordChecks(password);
  return c.minLength && c.uppercase && c.special;
}

/** The unmet rules, worded as the live checklist shows them. */
export function unmetPasswordRules(password: string): string[] {
  const c = passwordChecks(password);
  const unmet: string[] = [];
  if (!c.minLength) unmet.push(VALIDATION_MESSAGES.passwordMinLength);
  if (!c.uppercase) unmet.push(VALIDATION_MESSAGES.passwordUppercase);
  if (!c.special) unmet.push(VALIDATION_MESSAGES.passwordSpecial);
  return unmet;
}

export const passwordSchema = z
  .string({ message: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .max(200, 'Password is too long')
  .refine(meetsPasswordPolicy, VALIDATION_MESSAGES.passwordRequirements);

// ---------------------------------------------------------------- fields

export const emailSchema = z
  .string({ message: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .max(254, VALIDATION_MESSAGES.emailInvalid)
  .pipe(z.email({ message: VALIDATION_MESSAGES.emailInvalid }));

/** The ten digits after +234: digits only, a leading 234 stripped (section 5). */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('234') && digits.length > PHONE_DIGITS) digits = digits.slice(3);
  if (digits.startsWith('0') && digits.length === PHONE_DIGITS + 1) digits = digits.slice(1);
  return digits;
}

/** Sign-up phone: accepts "+2348012345678", "8012345678", "0801 234 5678"; emits "+2348012345678". */
export const nigerianPhoneSchema = z
  .string({ message: VALIDATION_MESSAGES.phoneRequired })
  .trim()
  .min(1, VALIDATION_MESSAGES.phoneRequired)
  .transform((v) => phoneDigits(v))
  .refine((d) => d.length === PHONE_DIGITS, VALIDATION_MESSAGES.phoneTenDigits)
  .refine((d) => /^[789]/.test(d), VALIDATION_MESSAGES.phoneStart)
  .transform((d) => `${PHONE_PREFIX}${d}`);

export const otpSchema = z
  .string({ message: ACCOUNT_MESSAGES.otpRequired })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `OTP must be ${OTP_LENGTH} digits`);

export const PROVIDERS = ['Email', 'Google'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const locationMetadataSchema = z.object({
  type: z.enum(['coordinates', 'manual']),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  accuracy: z.number().min(0).nullish(),
});

// ---------------------------------------------------------------- bodies

/** POST /auth/signup/email and /auth/signup/resend-otp */
export const signupEmailBodySchema = z.object({ email: emailSchema });
export type SignupEmailBody = z.infer<typeof signupEmailBodySchema>;

/** POST /auth/signup/complete. `otp` is the emailed code (Email) or the token of /auth/signup/google (Google). */
export const signupCompleteBodySchema = z
  .object({
    fullName: z
      .string({ message: VALIDATION_MESSAGES.fullNameRequired })
      .trim()
      .min(1, VALIDATION_MESSAGES.fullNameRequired)
      .max(120),
    address: z
      .string({ message: VALIDATION_MESSAGES.addressRequired })
      .trim()
      .min(1, VALIDATION_MESSAGES.addressRequired)
      .max(300),
    phoneNumber: nigerianPhoneSchema,
    gender: z.enum(GENDERS, { message: VALIDATION_MESSAGES.genderRequired }),
    state: z.enum(STATES, { message: VALIDATION_MESSAGES.stateRequired }),
    provider: z.enum(PROVIDERS).default('Email'),
    otp: z.string({ message: ACCOUNT_MESSAGES.otpRequired }).trim().min(1, ACCOUNT_MESSAGES.otpRequired).max(2000),
    password: z.string().optional(),
    email: emailSchema.optional(),
    locationMetadata: locationMetadataSchema.nullish(),
    /** The Terms and Privacy Policy checkbox: the server refuses the account without it. */
    acceptTerms: z
      .boolean({ error: VALIDATION_MESSAGES.acceptTerms })
      .refine((v) => v, VALIDATION_MESSAGES.acceptTerms),
  })
  .superRefine((v, ctx) => {
    if (v.provider === 'Email') {
      if (!v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: ACCOUNT_MESSAGES.emailRequired });
      if (!/^\d{6}$/.test(v.otp)) ctx.addIssue({ code: 'custom', path: ['otp'], message: API_MESSAGES.otpSixDigits });
      if (!v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: ACCOUNT_MESSAGES.passwordRequired });
      else if (!meetsPasswordPolicy(v.password))
        ctx.addIssue({ code: 'custom', path: ['password'], message: VALIDATION_MESSAGES.passwordRequirements });
    }
  });
export type SignupCompleteBody = z.input<typeof signupCompleteBodySchema>;

/** POST /auth/signup/google, /auth/login/google: a Google ID token. */
export const googleTokenBodySchema = z.object({
  token: z.string().min(10, 'Google token is required').max(5000),
  remember: z.boolean().optional(),
});

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ message: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired).max(200),
  /** 'Remember for 30 days': the refresh session lasts 30 days, else at most 12 hours. */
  remember: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const refreshBodySchema = z.object({ refreshToken: z.string().min(10).max(500) });

export const forgotBodySchema = z.object({ email: emailSchema });

/** POST /auth/password/reset: the six digits joined, the new password (and the email the code went to). */
export const resetBodySchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: passwordSchema,
});

// ---------------------------------------------------------------- responses

export const userSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  userName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  gender: z.string().nullable(),
  role: z.string(),
  provider: z.string(),
  stationId: z.number().int().nullable(),
  station: z.object({ id: z.number().int(), formation: z.string() }).nullable(),
  /**
   * The LGA of the profile's station: the resident's area, whose security alerts their dashboard shows (issue 21,
   * decision 035); null without a station.
   */
  lga: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  searchRadiusKm: z.number().int(),
  /** The language the app, emails and texts use for this account (issue 16). */
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const tokenSchema = z.object({ token: z.string(), expires: z.string() });
export const tokensSchema = z.object({ access: tokenSchema, refresh: tokenSchema });
export type Tokens = z.infer<typeof tokensSchema>;

export const sessionResponseSchema = envelope(z.object({ user: userSchema, tokens: tokensSchema }));
export type SessionData = z.infer<typeof sessionResponseSchema>['data'];
export const tokensResponseSchema = envelope(z.object({ tokens: tokensSchema }));
export const userResponseSchema = envelope(z.object({ user: userSchema }));
export const messageResponseSchema = envelope(z.null());
export const otpSentResponseSchema = envelope(
  z.object({ email: z.string(), resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
);
export const googleSignupResponseSchema = envelope(
  z.object({ token: z.string(), otp: z.string(), email: z.string(), fullName: z.string().nullable() }),
);
export const authConfigResponseSchema = envelope(z.object({ googleClientId: z.string().nullable() }));
