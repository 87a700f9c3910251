import { describe, expect, it } from 'vitest';
import {
  forgetReportDrafts,
  readReportDraft,
  removeReportDraft,
  reportDraftKey,
  saveReportDraft,
} from './report-draft';

/** Local storage's interface over a Map (the unit tests run in Node). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const now = new Date('2026-11-25T08:00:00Z');

describe('report drafts', () => {
  it('keys a draft by its owner (the user id, or anonymous) and its form', () => {
    expect(reportDraftKey('report', 'u-1')).toBe('safeogun:report-draft:v1:u-1:report');
    expect(reportDraftKey('anonymous-report', null)).toBe('safeogun:report-draft:v1:anonymous:anonymous-report');
    expect(reportDraftKey('report', 'u-1')).not.toBe(reportDraftKey('report', 'u-2'));
    expect(reportDraftKey('report', 'u-1')).not.toBe(reportDraftKey('anonymous-report', 'u-1'));
  });

  it('gives back a draft to its owner only, never to another user or to no one', () => {
    const storage = memoryStorage();
    saveReportDraft('report', 'u-1', { description: 'Two men took my phone' }, now, storage);
    expect(readReportDraft('report', 'u-1', storage)).toEqual({
      savedAt: now.toISOString(),
      values: { description: 'Two men took my phone' },
    });
    expect(readReportDraft('report', 'u-2', storage)).toBeNull();
    expect(readReportDraft('report', null, storage)).toBeNull();
    expect(readReportDraft('anonymous-report', 'u-1', storage)).toBeNull();
  });

  it('cannot be reached through a crafted user id', () => {
    const storage = memoryStorage();
    saveReportDraft('report', 'u-1', { description: 'mine' }, now, storage);
    expect(readReportDraft('report', 'u-1:report', storage)).toBeNull();
    forgetReportDrafts('u', storage);
    expect(readReportDraft('report', 'u-1', storage)).not.toBeNull();
  });

  it('removes one draft, or all of one owner on signing out, leaving the others', () => {
    const storage = memoryStorage();
    saveReportDraft('report', 'u-1', { a: 1 }, now, storage);
    saveReportDraft('anonymous-report', 'u-1', { a: 2 }, now, storage);
    saveReportDraft('report', 'u-2', { a: 3 }, now, storage);
    saveReportDraft('anonymous-report', null, { a: 4 }, now, storage);
    storage.setItem('safeogun:session', '{}');

    removeReportDraft('anonymous-report', 'u-1', storage);
    expect(readReportDraft('anonymous-report', 'u-1', storage)).toBeNull();
    expect(readReportDraft('report', 'u-1', storage)).not.toBeNull();

    forgetReportDrafts('u-1', storage);
    expect([...storage.items.keys()].sort()).toEqual([
      'safeogun:report-draft:v1:anonymous:anonymous-report',
      'safeogun:report-draft:v1:u-2:report',
      'safeogun:session',
    ]);
  });

  it('reads a damaged entry as no draft, and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(reportDraftKey('report', 'u-1'), '{not json');
    expect(readReportDraft('report', 'u-1', storage)).toBeNull();
    saveReportDraft('report', 'u-1', { a: 1 }, now, null);
    expect(readReportDraft('report', 'u-1', null)).toBeNull();
  });
});
