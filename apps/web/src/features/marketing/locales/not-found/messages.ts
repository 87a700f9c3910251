/** The page shown for an unknown address. See docs/decisions/021-web-languages.md. */
import { defineCatalogue } from '../../../../lib/i18n';
import { messages as english } from './en.po';

export const useNotFoundMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
