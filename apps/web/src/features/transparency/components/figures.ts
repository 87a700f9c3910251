import { FEWER_THAN_MIN } from '@safeogun/contract/constants';

/** A withheld figure reads "fewer than 5"; a figure with nothing to measure, a dash. */
const shown = (value: number | null, base: number | null, text: (n: number) => string) =>
  value !== null ? text(value) : base === 0 ? '—' : FEWER_THAN_MIN;

export const countText = (n: number | null) => (n === null ? FEWER_THAN_MIN : n.toLocaleString());
export const shareText = (n: number | null, base: number | null) => shown(n, base, (v) => `${Math.round(v * 100)}%`);
export const ratingText = (n: number | null, base: number | null) => shown(n, base, (v) => `${v.toFixed(1)} / 5`);

/** Minutes as the public reads them: "45 min", "3.5 h", "2.1 days". */
export const durationText = (n: number | null, base: number | null) =>
  shown(n, base, (v) =>
    v < 60 ? `${Math.round(v)} min` : v < 48 * 60 ? `${(v / 60).toFixed(1)} h` : `${(v / 1440).toFixed(1)} days`,
  );
