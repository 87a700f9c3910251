/** The crime map page's messages (not the landing teaser: crime-map-teaser). See decision 021. */
import { defineCatalogue } from '../../../../lib/i18n';
import { messages as english } from './en.po';

export const useCrimeMapMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
