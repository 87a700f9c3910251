/** The citizen shell's messages (app/: navigation bar, phone menu, footer, page error). See docs/decisions/021-web-languages.md. */
import { defineCatalogue } from '../../../lib/i18n';
import { messages as english } from './en.po';

export const useShellMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
