/** Yoruba translations of the contract's messages, keyed by the English text (see message-languages.ts). */
import type { MessageTranslations } from './languages';

export const YORUBA_MESSAGES: MessageTranslations = {};
