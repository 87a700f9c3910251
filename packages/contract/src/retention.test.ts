import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RETENTION_KINDS, RETENTION_SCHEDULE, formatRetentionDays, retentionRuleOf } from './retention';

describe('the retention schedule', () => {
  it('has one rule per kind', () => {
    expect(RETENTION_SCHEDULE.map((rule) => rule.kind).sort()).toEqual([...RETENTION_KINDS].sort());
    expect(retentionRuleOf('drafts').days).toBe(180);
  });

  it('states its periods in docs/data-protection.md exactly as the sweep enforces them', () => {
    const doc = readFileSync(new URL('../../../docs/data-protection.md', import.meta.url), 'utf8');
    // The table's cells, trimmed (the formatter pads them to align the columns).
    const rows = doc
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    for (const rule of RETENTION_SCHEDULE) {
      const row = rows.find((cells) => cells[1] === `\`${rule.kind}\``);
      expect(row, rule.kind).toBeDefined();
      expect(row!.slice(3, 5)).toEqual([`${formatRetentionDays(rule.days)} after ${rule.from}`, rule.then]);
    }
  });

  it('reads periods as people do', () => {
    expect(formatRetentionDays(1)).toBe('1 day');
    expect(formatRetentionDays(365)).toBe('1 year');
    expect(formatRetentionDays(2190)).toBe('6 years');
    expect(formatRetentionDays(173)).toBe('173 days');
  });
});
