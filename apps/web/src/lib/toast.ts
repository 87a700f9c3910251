import type * as SonnerModule from 'sonner';

/**
 * Toasts without putting the toast library in the first download: the library loads right after the first
 * render (the Toaster mounts lazily), and each call waits for it. Use `toast.success(...)` etc. everywhere.
 */
type Sonner = typeof SonnerModule;
type ToastOptions = Parameters<Sonner['toast']['success']>[1];

let sonner: Promise<Sonner> | null = null;
let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
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
