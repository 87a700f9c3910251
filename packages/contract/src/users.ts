/** Settings: profile, password change, notification preferences, export, deletion; nearby stations. */
import { z } from 'zod';
import { envelope } from './envelope';
import { SEARCH_RADIUS_DEFAULT_KM, SEARCH_RADIUS_MAX_KM, SEARCH_RADIUS_MIN_KM } from './constants';
import { PASSWORD_CHANGE_MESSAGES, PROFILE_MESSAGES } from './messages';
import { unmetPasswordRules, userSchema } from './auth';
import { idSchema } from './validation';
import { LANGUAGES } from './languages';

export const PROFILE_PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

/** PATCH /user/update/basic */
export const updateBasicBodySchema = z.object({
  phoneNumber: z
    .string({ message: PROFILE_MESSAGES.phoneInvalid })
    .trim()
    .min(1, PROFILE_MESSAGES.phoneInvalid)
    .max(30, PROFILE_MESSAGES.phoneFormat)
    .regex(PROFILE_PHONE_PATTERN, PROFILE_MESSAGES.phoneFormat)
    .refine((v) => v.replace(/\D/g, '').length >= 7, PROFILE_MESSAGES.phoneFormat),
  stationId: idSchema().nullish(),
  stationFormation: z.string().max(200).nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  searchRadiusKm: z.number().int().min(SEARCH_RADIUS_MIN_KM).max(SEARCH_RADIUS_MAX_KM).nullish(),
});
export type UpdateBasicBody = z.input<typeof updateBasicBodySchema>;

/** PATCH /user/language: the account's language (issue 16). */
export const updateLanguageBodySchema = z.object({
  language: z.enum(LANGUAGES, { message: 'Choose English, Yoruba or Pidgin.' }),
});
export type UpdateLanguageBody = z.infer<typeof updateLanguageBodySchema>;

/** PATCH /user/update/password. The policy is checked by the server with the contract's rules. */
export const updatePasswordBodySchema = z.object({
  oldPassword: z
    .string({ message: PASSWORD_CHANGE_MESSAGES.allRequired })
    .min(1, PASSWORD_CHANGE_MESSAGES.allRequired)
    .max(200),
  newPassword: z
    .string({ message: PASSWORD_CHANGE_MESSAGES.allRequired })
    .min(1, PASSWORD_CHANGE_MESSAGES.allRequired)
    .max(200),
});

/**
 * The password-change form (section 5): all three fields ('All fields are required.'), the new two equal ('New
 * password and confirm password do not match.'), then each unmet rule of the one password policy.
 */
export const changePasswordFormSchema = z
  .object({ oldPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ oldPassword, newPassword, confirmPassword }, ctx) => {
    if (!oldPassword || !newPassword || !confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: PASSWORD_CHANGE_MESSAGES.allRequired });
      return;
    }
    if (newPassword !== confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_CHANGE_MESSAGES.mismatch });
      return;
    }
    for (const message of unmetPasswordRules(newPassword))
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message });
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

const channelPair = z.object({ push: z.boolean(), email: z.boolean() });
/** "Security alerts for my area" (issue 21): in the app, and one text per alert by SMS. */
const areaAlertsPair = z.object({ push: z.boolean(), sms: z.boolean() });
export const notificationPreferencesSchema = z.object({
  reportStatus: channelPair,
  emergencyAlerts: channelPair,
  moreActivity: channelPair,
  // A client that predates the choice keeps the defaults.
  areaAlerts: areaAlertsPair.default({ push: true, sms: false }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
/** Section 3 defaults. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  reportStatus: { push: true, email: true },
  emergencyAlerts: { push: true, email: false },
  moreActivity: { push: false, email: false },
  areaAlerts: { push: true, sms: false },
};
export const notificationPreferencesResponseSchema = envelope(z.object({ preferences: notificationPreferencesSchema }));

export const userExportResponseSchema = envelope(z.record(z.string(), z.unknown()));

/** GET /stations/nearby */
export const nearbyQuerySchema = z.object({
  latitude: z.coerce.number({ message: 'latitude is required' }).min(-90).max(90),
  longitude: z.coerce.number({ message: 'longitude is required' }).min(-180).max(180),
  radius: z.coerce
    .number()
    .min(SEARCH_RADIUS_MIN_KM, `Search radius must be between ${SEARCH_RADIUS_MIN_KM} and ${SEARCH_RADIUS_MAX_KM} km`)
    .max(SEARCH_RADIUS_MAX_KM, `Search radius must be between ${SEARCH_RADIUS_MIN_KM} and ${SEARCH_RADIUS_MAX_KM} km`)
    .default(SEARCH_RADIUS_DEFAULT_KM),
});
export const nearbyStationSchema = z.object({
  id: z.number().int(),
  formation: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Kilometres, one decimal. */
  distance: z.number(),
});
export type NearbyStation = z.infer<typeof nearbyStationSchema>;
export const nearbyStationsResponseSchema = envelope(
  z.object({ stations: z.array(nearbyStationSchema), nearbyStations: z.array(nearbyStationSchema) }),
);

export { userSchema };

/** PATCH /admin/users/{id}/posting (administrators): post a police officer to a station, or (null) to none. */
export const postingParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });
export const postingBodySchema = z.object({ stationId: idSchema().nullable() });
export type PostingBody = z.infer<typeof postingBodySchema>;

export const postingSchema = z.object({
  userId: z.string(),
  station: z.object({ id: z.number().int(), formation: z.string() }).nullable(),
});
export type Posting = z.infer<typeof postingSchema>;
export const postingResponseSchema = envelope(z.object({ posting: postingSchema }));
