/**
 * USSD and SMS channels (issue 15, decision 017): Africa's Talking's callbacks, the administrators' simulator, and
 * the limits every channel text keeps. The words themselves are in channel-text.ts.
 */
import { z } from 'zod';
import { envelope } from './envelope';

/** A USSD screen and an SMS segment: 160 GSM-7 characters. */
export const CHANNEL_TEXT_MAX = 160;
/** Africa's Talking ends a USSD session after about three minutes; a session idle longer is over here too. */
export const USSD_SESSION_SECONDS = 180;
/** A REPORT by SMS waiting for its missing part is forgotten after this long. */
export const SMS_CONVERSATION_MINUTES = 30;
/** Reports one phone may file by USSD and SMS together in an hour. */
export const CHANNEL_REPORTS_PER_HOUR = 5;
/** Callbacks one phone number may make in a minute (the gateway is one address, so the limit is per number). */
export const CHANNEL_CALLBACKS_PER_MINUTE = 40;
/** Free text from a phone: what a USSD answer or one SMS can hold, with room for concatenated SMS. */
export const CHANNEL_FREE_TEXT_MAX = 480;

// A gateway's field longer than these is not a real callback: refused with 400 before anything is read.
const field = (name: string, max: number) =>
  z
    .string({ message: `${name} is required` })
    .max(max, `${name} must be ${max} characters or fewer`)
    .refine((v) => !v.includes('\0'), `${name} must not contain a NUL character`);
const phone = (name: string) =>
  field(name, 20).regex(/^\+?\d{6,15}$/, `${name} must be a phone number in international format`);

/** POST /channels/ussd: Africa's Talking's USSD callback (form-encoded). */
export const ussdCallbackSchema = z.object({
  sessionId: field('sessionId', 100).min(1, 'sessionId is required'),
  serviceCode: field('serviceCode', 40).optional(),
  phoneNumber: phone('phoneNumber'),
  networkCode: field('networkCode', 20).optional(),
  // Every answer so far joined by '*': 20 screens of free text at most.
  text: field('text', 4000).default(''),
});
export type UssdCallback = z.infer<typeof ussdCallbackSchema>;

/** POST /channels/sms/inbound: an incoming text (form-encoded). */
export const smsInboundSchema = z.object({
  from: phone('from'),
  to: field('to', 20).optional(),
  text: field('text', 2000).default(''),
  date: field('date', 40).optional(),
  id: field('id', 100).min(1, 'id is required'),
  linkId: field('linkId', 100).optional(),
});
export type SmsInbound = z.infer<typeof smsInboundSchema>;

/** Africa's Talking's delivery states: on the way, then final (delivered, or not). */
export const SMS_PENDING_STATES = ['Sent', 'Submitted', 'Buffered'] as const;
export const SMS_DELIVERED_STATES = ['Success'] as const;
export const SMS_FAILED_STATES = ['Failed', 'Rejected', 'AbsentSubscriber', 'Expired'] as const;
export const SMS_DELIVERY_STATES = [...SMS_PENDING_STATES, ...SMS_DELIVERED_STATES, ...SMS_FAILED_STATES] as const;

/** POST /channels/sms/delivery: the delivery report of a text we sent (form-encoded). */
export const smsDeliverySchema = z.object({
  id: field('id', 100).min(1, 'id is required'),
  status: z.enum(SMS_DELIVERY_STATES, { message: `status must be one of ${SMS_DELIVERY_STATES.join(', ')}` }),
  phoneNumber: field('phoneNumber', 20).optional(),
  networkCode: field('networkCode', 20).optional(),
  failureReason: field('failureReason', 100).optional(),
  retryCount: field('retryCount', 10).optional(),
});
export type SmsDelivery = z.infer<typeof smsDeliverySchema>;

/** The `?secret=` every callback URL carries (the gateway cannot add headers). */
export const channelSecretQuerySchema = z.object({ secret: z.string().max(200).optional() });

/** GET /admin/channels: what an administrator enters in the gateway's dashboard, and the simulator uses. */
export const channelSettingsSchema = z.object({
  secret: z.string(),
  ussdCallbackUrl: z.string(),
  smsInboundUrl: z.string(),
  smsDeliveryUrl: z.string(),
  allowedIps: z.array(z.string()),
});
export type ChannelSettings = z.infer<typeof channelSettingsSchema>;
export const channelSettingsResponseSchema = envelope(channelSettingsSchema);

/** GET /admin/channels/sms?phone=: the texts sent to one number, newest last (the simulator's thread). */
export const channelSmsQuerySchema = z.object({ phone: phone('phone') });
export const channelSmsSchema = z.object({
  id: z.string(),
  message: z.string(),
  status: z.string(),
  providerMessageId: z.string().nullable(),
  createdAt: z.string(),
});
export type ChannelSms = z.infer<typeof channelSmsSchema>;
export const channelSmsResponseSchema = envelope(z.array(channelSmsSchema));
