/** The ui kit's messages (components/ui/: dialogs, pagination, password and copy buttons). See docs/decisions/021-web-languages.md. */
import { defineCatalogue } from '../../../lib/i18n';
import { messages as english } from './en.po';

export const useUiMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
