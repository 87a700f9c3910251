import { z } from 'zod';
import { pageSchema, pageSizeSchema } from './validation';

/** Every response: `{ success, message, data }` (DECISIONS.md). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** The `data` of a response schema made by `envelope`: what a client gets back, typed from the contract. */
export type DataOf<S extends z.ZodType> = z.infer<S> extends { data: infer D } ? D : never;

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const paginationSchema = z.object({
  totalPages: z.number().int(),
  total: z.number().int(),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const pageQuerySchema = z.object({
  page: pageSchema,
  size: pageSizeSchema(100, 10),
});
