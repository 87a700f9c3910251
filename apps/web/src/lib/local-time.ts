/** A datetime-local value (the browser's local time) `offsetMinutes` from `now`, to the minute. */
export function localMinute(offsetMinutes: number, now = Date.now()): string {
  const at = new Date(now + offsetMinutes * 60_000);
  at.setSeconds(0, 0);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
