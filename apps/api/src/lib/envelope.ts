import { API_MESSAGES } from '@safeogun/contract/api-messages';

/** The success envelope of DECISIONS.md: `{ success: true, message, data }`. */
export function ok<T>(data: T, message: string = API_MESSAGES.requestSuccessful) {
  return { success: true as const, message, data };
}

/**
 * A route's answer to a request that made something: 201 with the success envelope. `reply` keeps the route's typing,
 * so the envelope is still checked against the route's 201 response schema.
 */
export function created<T, Sent>(
  reply: { code(statusCode: 201): { send(payload: ReturnType<typeof ok<T>>): Sent } },
  data: T,
  message: string,
) {
  return reply.code(201).send(ok(data, message));
}
