import { sharesOf } from '../lib/forms';

/**
 * A horizontal bar chart of a poll's votes: each option with its votes and share in words, the bar drawn beside it
 * (hidden from screen readers, which read the words).
 */
export function BarChart({
  label,
  bars,
}: {
  /** The chart's accessible name. */
  label: string;
  bars: readonly { label: string; value: number }[];
}) {
  const total = bars.reduce((n, b) => n + b.value, 0);
  const shares = sharesOf(bars.map((b) => b.value));
  return (
    <figure className="space-y-3">
      <ul className="space-y-3" aria-label={label}>
        {bars.map((bar, i) => {
          const share = shares[i]!;
          return (
            <li key={i} className="space-y-1">
              <div className="flex flex-wrap justify-between gap-x-3 text-sm">
                <span className="min-w-0 break-words font-medium text-slate-800">{bar.label}</span>
                <span className="tabular-nums text-slate-700">
                  {bar.value.toLocaleString()} {bar.value === 1 ? 'vote' : 'votes'} ({share}%)
                </span>
              </div>
              <div className="h-4 overflow-hidden rounded bg-slate-100" aria-hidden="true">
                <div className="h-4 rounded bg-brand-600" style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <figcaption className="text-sm text-slate-600">
        {total.toLocaleString()} {total === 1 ? 'vote' : 'votes'} in all.
      </figcaption>
    </figure>
  );
}
