// @vitest-environment happy-dom
import { Component, startTransition, Suspense, useRef, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { defineCatalogue, i18n, showLanguage } from './i18n';

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe('a screen in Yoruba', () => {
  it('renders when its words arrive while React waits on them, with the hooks it calls after its words', async () => {
    await showLanguage('yo');
    let arrive!: (module: { messages: Messages }) => void;
    const useWords = defineCatalogue(
      { 'test.title': 'Reports' },
      { yo: () => new Promise((resolve) => (arrive = resolve)), pcm: () => Promise.resolve({ messages: {} }) },
    );
    // The words arrive just after the screen's first attempt, before React gives up the turn: React then replays
    // the screen instead of showing the fallback (what a quickly downloaded catalogue does in the browser).
    let attempts = 0;
    function Screen() {
      attempts += 1;
      if (attempts === 1) queueMicrotask(() => arrive({ messages: { 'test.title': 'Àwọn ìròyìn' } }));
      const { _ } = useWords();
      const mounted = useRef('mounted');
      return (
        <p>
          {_('test.title')} {mounted.current}
        </p>
      );
    }
    const host = document.createElement('div');
    // React recovers from an error in a concurrent render by rendering again, and reports it here.
    const errors: string[] = [];
    const root = createRoot(host, { onRecoverableError: (error) => errors.push(String(error)) });
    startTransition(() =>
      root.render(
        <I18nProvider i18n={i18n}>
          <Boundary>
            <Suspense fallback={<p>loading</p>}>
              <Screen />
            </Suspense>
          </Boundary>
        </I18nProvider>,
      ),
    );
    await expect.poll(() => host.textContent, { timeout: 2_000 }).toBe('Àwọn ìròyìn mounted');
    expect(errors).toEqual([]);
    expect(attempts).toBeGreaterThan(1);
  });
});
