/** The community hub: tips, alerts and polls. See docs/decisions/021-web-languages.md. */
import { defineCatalogue } from '../../../../lib/i18n';
import { messages as english } from './en.po';

export const useCommunityMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
