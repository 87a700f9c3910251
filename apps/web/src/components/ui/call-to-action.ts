import clsx from 'clsx';

const tones = {
  /** Amber on the brand's blue: the one thing the section most wants done. */
  accent: 'bg-accent-400 text-brand-900 hover:bg-accent-500',
  /** White outline on the brand's blue: the other way on. */
  outline: 'border-2 border-white text-white hover:bg-white hover:text-brand-900',
  /** Dark blue on an amber card. */
  dark: 'bg-brand-900 text-white hover:bg-brand-800',
  /** Brand blue on white. */
  brand: 'bg-brand-700 text-white hover:bg-brand-800',
};

const sizes = { large: 'min-h-12 px-6', medium: 'min-h-11 px-5', small: 'min-h-11 px-4' };

/**
 * Class names of the public pages' calls to action (the landing and about pages): a link or button in the brand's
 * colours, larger than the ui kit's Button.
 */
export function callToActionClasses(tone: keyof typeof tones, size: keyof typeof sizes, className?: string) {
  return clsx('inline-flex items-center rounded-lg font-semibold', sizes[size], tones[tone], className);
}
