/** The landing page's first screen: the hero, the figures strip and Our Story (in the page's first-load chunk). See docs/decisions/021-web-languages.md. */
import { defineCatalogue } from '../../../../lib/i18n';
import { messages as english } from './en.po';

export const useLandingMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
