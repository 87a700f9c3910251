/** The transparency page's messages. See decision 021. */
import { defineCatalogue } from '../../../../lib/i18n';
import { messages as english } from './en.po';

export const useTransparencyMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
