/** The shared components' messages (components/): the language switcher, spinner, install button. See docs/decisions/021-web-languages.md. */
import { defineCatalogue } from '../../../lib/i18n';
import { messages as english } from './en.po';

export const useSharedMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
