import type { I18n } from '@lingui/core';
import { groupDigits } from '@safeogun/contract/constants';

/** A figure as the public reads it, in the page's language: counts, shares, ratings and durations. */
export function figureTexts(_: I18n['_']) {
  const fewerThanMin = _('transparency.figure.fewerThanMin');
  /** A withheld figure reads "fewer than 5"; a figure with nothing to measure, a dash. */
  const shown = (value: number | null, base: number | null, text: (n: number) => string) =>
    value !== null ? text(value) : base === 0 ? '—' : fewerThanMin;
  return {
    fewerThanMin,
    countText: (n: number | null) => (n === null ? fewerThanMin : groupDigits(n)),
    shareText: (n: number | null, base: number | null) => shown(n, base, (v) => `${Math.round(v * 100)}%`),
    ratingText: (n: number | null, base: number | null) => shown(n, base, (v) => `${v.toFixed(1)} / 5`),
    /** Minutes: "45 min", "3.5 h", "2.1 days". */
    durationText: (n: number | null, base: number | null) =>
      shown(n, base, (v) =>
        v < 60
          ? _('transparency.figure.minutes', { n: Math.round(v) })
          : v < 48 * 60
            ? _('transparency.figure.hours', { n: (v / 60).toFixed(1) })
            : _('transparency.figure.days', { n: (v / 1440).toFixed(1) }),
      ),
  };
}

export type FigureTexts = ReturnType<typeof figureTexts>;
