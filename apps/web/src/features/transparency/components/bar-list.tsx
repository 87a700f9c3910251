import { groupDigits } from '@safeogun/contract/constants';
import { useTransparencyMessages } from '../locales/transparency/messages';

/**
 * A bar chart as a list: each row says its name and count in text, and an SVG bar (hidden from screen readers,
 * which read the text) shows it against the largest. A withheld count says "fewer than 5" and has no bar.
 */
export function BarList({ title, rows }: { title: string; rows: readonly { name: string; count: number | null }[] }) {
  const { _ } = useTransparencyMessages();
  const max = Math.max(1, ...rows.map((r) => r.count ?? 0));
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="text-base font-semibold text-slate-900">{title}</figcaption>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{_('transparency.chart.none')}</p>
      ) : (
        <ul className="mt-3 space-y-2.5">
          {rows.map((row) => (
            <li key={row.name} className="text-sm">
              <div className="flex justify-between gap-3">
                <span className="min-w-0 break-words text-slate-800">{row.name}</span>
                <span className="shrink-0 font-semibold tabular-nums text-slate-900">
                  {row.count === null ? _('transparency.figure.fewerThanMin') : groupDigits(row.count)}
                </span>
              </div>
              <svg aria-hidden="true" className="mt-1 block h-2 w-full" viewBox="0 0 100 2" preserveAspectRatio="none">
                <rect width="100" height="2" rx="1" className="fill-slate-100" />
                {row.count ? (
                  <rect width={(row.count / max) * 100} height="2" rx="1" className="fill-brand-600" />
                ) : null}
              </svg>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
