/**
 * Whether sending data may cost the person money or time: the Network Information API's data saver, a cellular
 * connection, or a slow one. Where the browser does not say (Safari, Firefox), the answer is yes: a warning on
 * Wi-Fi costs less than a surprise bill on mobile data.
 */
interface NetworkInformationLike {
  saveData?: boolean;
  type?: string;
  effectiveType?: string;
}

const SLOW = new Set(['slow-2g', '2g', '3g']);

export function mayBeMetered(
  connection = (globalThis.navigator as { connection?: NetworkInformationLike } | undefined)?.connection,
): boolean {
  if (!connection) return true;
  return connection.saveData === true || connection.type === 'cellular' || SLOW.has(connection.effectiveType ?? '');
}
