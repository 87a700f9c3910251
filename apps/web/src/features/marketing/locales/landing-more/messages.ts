/** The landing page below the first screen (its own lazy chunk): How it Works, Features, the map teaser's stand-in, Testimonials, FAQ and the call to action. See docs/decisions/021-web-languages.md. */
import { defineCatalogue } from '../../../../lib/i18n';
import { messages as english } from './en.po';

export const useLandingMoreMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
