import { z } from 'zod';
import { envelope } from './envelope';

export const healthResponseSchema = envelope(z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }));
export const readinessResponseSchema = envelope(z.object({ status: z.literal('ready'), database: z.string() }));
