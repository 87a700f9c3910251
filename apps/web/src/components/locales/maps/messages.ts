/** The LGA maps' messages (lga-point-map.tsx, place-map.tsx). See docs/decisions/021-web-languages.md. */
import { defineCatalogue } from '../../../lib/i18n';
import { messages as english } from './en.po';

export const useMapsMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
