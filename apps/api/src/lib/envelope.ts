import { API_MESSAGES } from '@safeogun/contract/api-messages';

/** The success envelope of DECISIONS.md: `{ success: true, message, data }`. */
export function ok<T>(data: T, message: string = API_MESSAGES.requestSuccessful) {
  return { success: true as const, message, data };
}
