import clsx from 'clsx';
import { tagClasses } from './news-display';
import { useNewsMessages } from '../locales/news/messages';

export function TagList({ tags, className }: { tags: string[]; className?: string }) {
  const { _ } = useNewsMessages();
  if (tags.length === 0) return null;
  return (
    <ul className={clsx('flex flex-wrap gap-1.5', className)} aria-label={_('news.tags.label')}>
      {tags.map((tag) => (
        <li key={tag} className={clsx('rounded-full px-2.5 py-0.5 text-xs font-medium', tagClasses(tag))}>
          {tag.startsWith('#') ? tag : `#${tag}`}
        </li>
      ))}
    </ul>
  );
}
