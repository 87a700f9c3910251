import { Trans } from '@lingui/react';

/**
 * The reminder to call the emergency number 112 before reporting. `id` names the sentence in the caller's
 * catalogue (which the caller has loaded), with the number as `<0>112</0>`, so each language puts it where it falls.
 */
export function Call112({ id, className }: { id: 'landing.hero.call112' | 'about.cta.call112'; className: string }) {
  return (
    <p className={className}>
      <Trans
        id={id}
        components={{
          0: (
            <a href="tel:112" className="font-semibold text-white underline">
              112
            </a>
          ),
        }}
      />
    </p>
  );
}
