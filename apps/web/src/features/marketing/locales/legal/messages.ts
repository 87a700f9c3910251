/** The frame of the legal pages (table of contents, last-updated line). See docs/decisions/021-web-languages.md. */
import { defineCatalogue } from '../../../../lib/i18n';
import { messages as english } from './en.po';

export const useLegalMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
