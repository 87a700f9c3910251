/** The one message shown for unmet rules: each distinct message once, joined with commas (section 5). */
export function reportProblemMessage(issues: readonly { message: string }[]): string {
  return [...new Set(issues.map((issue) => issue.message))].join(', ');
}
