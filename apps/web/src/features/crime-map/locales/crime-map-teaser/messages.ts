/** The landing page's crime map teaser's messages (a catalogue of its own: the teaser loads apart from the map page). See decision 021. */
import { defineCatalogue } from '../../../../lib/i18n';
import { messages as english } from './en.po';

export const useCrimeMapTeaserMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
