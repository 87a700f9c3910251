import type { Tip } from '@safeogun/contract/community';
import { formatDateTime } from '../../../lib/format';

/** A tip is published (with its date) or a draft only the console sees. */
export function TipStateBadge({ tip }: { tip: Tip }) {
  return tip.isDraft ? (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">Draft</span>
  ) : (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Published</span>
      <span className="text-xs text-slate-600">{formatDateTime(tip.datePublished)}</span>
    </span>
  );
}
