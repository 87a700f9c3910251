/**
 * LOCAL SHIM (h-outbox): the pwa branch owns this file and exports the real functions; this stand-in keeps the
 * outbox building until that lands and is to be deleted before merging.
 */
export function onOutboxSync(callback: () => void): () => void {
  void callback;
  return () => undefined;
}

export function requestOutboxSync(): Promise<boolean> {
  return Promise.resolve(false);
}
