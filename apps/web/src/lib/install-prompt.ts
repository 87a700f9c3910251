/**
 * Installing the web app (issue 13, decision 014): the browser's own install prompt where it offers one
 * (`beforeinstallprompt`, Chrome and Edge), kept from page load until the visitor asks for it; elsewhere the page
 * explains how to add SafeOgun to the home screen. There is no store listing to link to.
 */
import { useSyncExternalStore } from 'react';

/** The event Chrome and Edge fire when the app can be installed (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Called once at start-up, before the browser fires the event. */
export function listenForInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's prompt for the Install button rather than a banner over the page.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
}

/** Already running as the installed app (opened from the home screen). */
function runsInstalled() {
  return installed || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

type InstallState = 'installed' | 'prompt' | 'manual';
const snapshot = (): InstallState => (runsInstalled() ? 'installed' : deferred ? 'prompt' : 'manual');

/** 'prompt': the browser can install it on request; 'manual': the visitor adds it by hand; 'installed'. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => 'manual',
  );
}

/** Shows the browser's install prompt; false when there is none to show (then explain by hand). */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  notify();
  return true;
}
