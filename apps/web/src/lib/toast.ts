import type * as SonnerModule from 'sonner';

/**
 * Toasts without the toast library in a page's load: the Toaster (and the library, which adds its own stylesheet to
 * the page as it is evaluated, a style recalculation of the whole page) mounts when the first toast is asked for or
 * when the person first taps or types, whichever comes first; each call waits for it. Use `toast.success(...)` etc.
 * everywhere.
 */
type Sonner = typeof SonnerModule;
type ToastOptions = Parameters<Sonner['toast']['success']>[1];

let sonner: Promise<Sonner> | null = null;
let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

let wanted = false;
const listeners = new Set<() => void>();

/** Asks the providers to mount the Toaster (once). */
function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToasterWanted(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const toasterWanted = () => wanted;

// A toast mostly answers something the person did: the library is on its way from their first tap or key press.
if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, wantToaster, { capture: true, passive: true, once: true });
}

function loadSonner(): Promise<Sonner> {
  // A failed fetch (no connection yet) is not kept: the next toast asks again.
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = null;
    throw error;
  });
  return sonner;
}

/** Called by the Toaster once it is mounted and listening. */
export function toasterMounted() {
  markReady();
}

async function show(
  kind: 'success' | 'error' | 'info' | 'warning' | 'message',
  message: string,
  options?: ToastOptions,
) {
  wantToaster();
  const { toast: sonnerToast } = await loadSonner();
  await toasterReady;
  return kind === 'message' ? sonnerToast(message, options) : sonnerToast[kind](message, options);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => void show('success', message, options),
  error: (message: string, options?: ToastOptions) => void show('error', message, options),
  info: (message: string, options?: ToastOptions) => void show('info', message, options),
  warning: (message: string, options?: ToastOptions) => void show('warning', message, options),
  message: (message: string, options?: ToastOptions) => void show('message', message, options),
};
