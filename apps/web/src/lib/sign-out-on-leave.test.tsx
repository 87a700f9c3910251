// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, setSession } from './session';
import { useSignOutOnLeave } from './sign-out-on-leave';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let arm: () => void = () => undefined;
function SignedInPage() {
  arm = useSignOutOnLeave();
  return <p>settings</p>;
}

function mount() {
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<SignedInPage />));
  return root;
}

const signIn = () => setSession({ id: 'u1', fullName: 'Ada', email: 'ada@example.com' }, { access: { token: 't' } });

afterEach(() => clearSession());

describe('signing out as the page leaves', () => {
  it('keeps the session while the page that signs out is still on the screen, and ends it when the page goes', () => {
    signIn();
    const root = mount();
    arm();
    expect(getSession()).not.toBeNull();
    act(() => root.unmount());
    expect(getSession()).toBeNull();
  });

  it('ends the session when the document goes before the page does', () => {
    signIn();
    mount();
    arm();
    window.dispatchEvent(new Event('pagehide'));
    expect(getSession()).toBeNull();
  });

  it('leaves a session alone when nothing signed out', () => {
    signIn();
    const root = mount();
    window.dispatchEvent(new Event('pagehide'));
    act(() => root.unmount());
    expect(getSession()).not.toBeNull();
  });
});
