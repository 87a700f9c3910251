import { describe, expect, it } from 'vitest';
import type { ReportSla } from '@safeogun/contract/sla';
import { currentTarget, isDueSoon, statusLabel, targetPhrase, targetStatus } from './sla';

const filed = Date.parse('2026-03-10T12:00:00Z');
const at = (minutes: number) => new Date(filed + minutes * 60_000).toISOString();
const emergency = (over: Partial<ReportSla> = {}): ReportSla => ({
  acknowledgeBy: at(15),
  resolveBy: at(72 * 60),
  acknowledgedAt: null,
  resolvedAt: null,
  overdue: false,
  pausedAt: null,
  acknowledgeMinutes: 15,
  resolveMinutes: 72 * 60,
  ...over,
});
const now = (minutes: number) => filed + minutes * 60_000;

describe('the target running now', () => {
  it('counts down to acknowledge, amber in its last quarter, then overdue', () => {
    const sla = emergency();
    expect(statusLabel(currentTarget(sla, now(3)))).toBe('12 min left');
    expect(targetPhrase(currentTarget(sla, now(3)))).toBe('to acknowledge');
    expect(isDueSoon(currentTarget(sla, now(3)))).toBe(false);
    expect(isDueSoon(currentTarget(sla, now(12)))).toBe(true);
    expect(statusLabel(currentTarget(sla, now(14.5)))).toBe('under 1 min left');
    expect(statusLabel(currentTarget(sla, now(40)))).toBe('Overdue by 25 min');
  });

  it('once acknowledged, counts down to resolve; on hold it says so; resolved it says how', () => {
    const acked = emergency({ acknowledgedAt: at(10) });
    expect(currentTarget(acked, now(60))).toMatchObject({ target: 'resolve', state: 'running' });
    expect(statusLabel(currentTarget(acked, now(60)))).toBe('2 days 23 h left');
    const held = emergency({ acknowledgedAt: at(10), pausedAt: at(60), resolveBy: at(72 * 60 + 600) });
    expect(statusLabel(currentTarget(held, now(660)))).toBe('On hold: 2 days 23 h left');
    expect(statusLabel(currentTarget(emergency({ acknowledgedAt: at(10), resolvedAt: at(600) }), now(9000)))).toBe(
      'Resolved in time',
    );
    expect(statusLabel(currentTarget(emergency({ acknowledgedAt: at(10), resolvedAt: at(73 * 60) }), now(0)))).toBe(
      'Resolved 1 h late',
    );
  });

  it('says when each target was met, and late by how much', () => {
    const sla = emergency({ acknowledgedAt: at(20) });
    expect(targetStatus(sla, 'acknowledge', now(30))).toMatchObject({ state: 'late', minutes: 5, metAt: at(20) });
    expect(statusLabel(targetStatus(sla, 'acknowledge', now(30)))).toBe('Acknowledged 5 min late');
    expect(statusLabel(targetStatus(emergency({ acknowledgedAt: at(2) }), 'acknowledge', now(30)))).toBe(
      'Acknowledged in time',
    );
    expect(targetStatus(emergency({ acknowledgeBy: null, resolveBy: null }), 'resolve', now(0)).state).toBe('none');
  });
});
