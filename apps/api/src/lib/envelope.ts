/** The success envelope of DECISIONS.md: `{ success: true, message, data }`. */
export function ok<T>(data: T, message = 'Request successful') {
  return { success: true as const, message, data };
}
