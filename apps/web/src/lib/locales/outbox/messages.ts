/** The outbox's messages (the Outbox section, "Waiting for network", its toasts). See decision 021 and 025. */
import { defineCatalogue } from '../../i18n';
import { messages as english } from './en.po';

export const useOutboxMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
