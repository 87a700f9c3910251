import { describe, expect, it } from 'vitest';
import { SLA_MESSAGES, formatMinutes, slaTargetBodySchema, slaTargetFormSchema, toDuration } from './sla';

describe('formatMinutes', () => {
  it('says a target the way an officer reads it, in two parts at most', () => {
    expect(formatMinutes(15)).toBe('15 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(90)).toBe('1 h 30 min');
    expect(formatMinutes(72 * 60)).toBe('3 days');
    expect(formatMinutes(14 * 24 * 60)).toBe('14 days');
    expect(formatMinutes(24 * 60 + 1)).toBe('1 day 1 min');
    expect(formatMinutes(3 * 24 * 60 + 4 * 60 + 12)).toBe('3 days 4 h');
    expect(formatMinutes(0)).toBe('0 min');
  });
});

describe('the target form', () => {
  it('shows a target in the largest unit that states it exactly', () => {
    expect(toDuration(15)).toEqual({ value: 15, unit: 'minutes' });
    expect(toDuration(240)).toEqual({ value: 4, unit: 'hours' });
    expect(toDuration(20160)).toEqual({ value: 14, unit: 'days' });
    expect(toDuration(90)).toEqual({ value: 90, unit: 'minutes' });
  });

  it('sends minutes, and refuses under each box what the server refuses', () => {
    const parsed = slaTargetFormSchema.safeParse({
      acknowledge: { value: 1, unit: 'hours' },
      resolve: { value: 7, unit: 'days' },
    });
    expect(parsed.data).toEqual({ acknowledgeMinutes: 60, resolveMinutes: 10080 });
    const refused = slaTargetFormSchema.safeParse({
      acknowledge: { value: 8, unit: 'days' },
      resolve: { value: Number.NaN, unit: 'days' },
    });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['acknowledge.value', SLA_MESSAGES.acknowledgeRange],
      ['resolve.value', SLA_MESSAGES.resolveRange],
    ]);
    const shorter = slaTargetFormSchema.safeParse({
      acknowledge: { value: 2, unit: 'hours' },
      resolve: { value: 90, unit: 'minutes' },
    });
    expect(shorter.error?.issues).toMatchObject([{ path: ['resolve', 'value'], message: SLA_MESSAGES.resolveShorter }]);
    expect(slaTargetBodySchema.safeParse({ acknowledgeMinutes: 120, resolveMinutes: 90 }).success).toBe(false);
  });
});
