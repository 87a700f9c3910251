import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { LinguiContext } from '@lingui/react';
import { i18n } from './i18n';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale;

/**
 * Lingui's context for the app, renewed only when the language changes. Lingui's own provider renews it on every
 * catalogue load too, and a screen's English catalogue loads when its chunk arrives (the toaster's, the outbox's):
 * that re-rendered the whole tree while a pre-rendered page was still waiting for its chunk, and React then rendered
 * the page again instead of hydrating it (docs/decisions/027). A screen whose messages are still loading suspends on
 * them itself (`defineCatalogue`), so nothing else needs to hear of a load.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribe, currentLocale, currentLocale);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `locale` is the reason for a new context: its consumers re-render
  const context = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [locale]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
