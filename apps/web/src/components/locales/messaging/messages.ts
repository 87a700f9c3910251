/** The message thread and reply box's messages (message-thread.tsx, compose-form.tsx). See docs/decisions/021-web-languages.md. */
import { defineCatalogue } from '../../../lib/i18n';
import { messages as english } from './en.po';

export const useMessagingMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
