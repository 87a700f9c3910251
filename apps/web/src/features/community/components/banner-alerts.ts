import type { AlertSeverity, SecurityAlert } from '@safeogun/contract/community';

const ORDER: Record<AlertSeverity, number> = { danger: 0, warning: 1, info: 2 };

/**
 * Which alerts the dashboard's banner shows (issue 21): those still in force and not dismissed on this device; when
 * the resident has no area (no station on their profile: the answer's `lga` is null) only the state-wide ones, never
 * another LGA's. Danger first, then warning, then information; the newest first within each.
 */
export function bannerAlerts(
  answer: { lga: string | null; alerts: SecurityAlert[] } | undefined,
  dismissed: readonly number[],
  now: number,
): SecurityAlert[] {
  if (!answer) return [];
  return answer.alerts
    .filter((alert) => answer.lga !== null || alert.lgas.length === 0)
    .filter((alert) => !alert.withdrawnAt && Date.parse(alert.expiresAt) > now && !dismissed.includes(alert.id))
    .sort((a, b) => ORDER[a.severity] - ORDER[b.severity] || b.createdAt.localeCompare(a.createdAt));
}
