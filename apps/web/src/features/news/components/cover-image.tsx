import { useState } from 'react';
import { NEWS_PLACEHOLDER_IMAGE } from './news-display';

/** The article cover; a missing or broken image falls back to the placeholder. */
export function CoverImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <img
      src={broken ? NEWS_PLACEHOLDER_IMAGE : src}
      alt={alt}
      data-fallback={broken ? 'true' : undefined}
      loading="lazy"
      decoding="async"
      className={className}
      onError={() => {
        if (src) setFailed(src);
      }}
    />
  );
}
