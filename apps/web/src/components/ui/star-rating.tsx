import { Star } from 'lucide-react';
import clsx from 'clsx';
import { pluralCount } from '../../lib/i18n';
import { useUiMessages } from '../locales/ui/messages';

/** 1 to 5 stars, as radio buttons so the keyboard and screen readers work. */
export function StarRating({
  value,
  onChange,
  name = 'rating',
}: {
  value: number;
  onChange?: (v: number) => void;
  name?: string;
}) {
  const { _ } = useUiMessages();
  if (!onChange) {
    return (
      <span className="inline-flex gap-0.5" aria-label={_('ui.stars.value', { value })} role="img">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            aria-hidden="true"
            className={clsx('h-5 w-5', n <= value ? 'fill-accent-400 text-accent-500' : 'text-slate-300')}
          />
        ))}
      </span>
    );
  }
  return (
    <div role="radiogroup" aria-label={_('ui.stars.rating')} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className="cursor-pointer rounded p-1 focus-within:ring-2 focus-within:ring-brand-300">
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="sr-only"
            aria-label={_('ui.stars.option', pluralCount(n))}
          />
          <Star
            aria-hidden="true"
            className={clsx('h-8 w-8', n <= value ? 'fill-accent-400 text-accent-500' : 'text-slate-300')}
          />
        </label>
      ))}
    </div>
  );
}
