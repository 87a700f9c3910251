import { useState } from 'react';
import { NEWS_PLACEHOLDER_IMAGE } from './news-display';

interface CoverImageProps {
  src: string | null;
  alt: string;
  className?: string;
  /** The page's largest image, seen on arrival: fetched at once, ahead of the rest (not lazily, after layout). */
  priority?: boolean;
}

/** The article cover; a missing or broken image falls back to the placeholder. */
export function CoverImage({ src, alt, className, priority = false }: CoverImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <img
      src={broken ? NEWS_PLACEHOLDER_IMAGE : src}
      alt={alt}
      data-fallback={broken ? 'true' : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      onError={() => {
        if (src) setFailed(src);
      }}
    />
  );
}
