/** The emergency contacts feature's messages (its pages and the settings section). See decision 021. */
import { defineCatalogue } from '../../../../lib/i18n';
import { messages as english } from './en.po';

export const useEmergencyContactsMessages = defineCatalogue(english, {
  yo: () => import('./yo.po'),
  pcm: () => import('./pcm.po'),
});
