const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path id can name a row at all (anything else is answered 404 before any query). */
export const isUuid = (value: string) => UUID.test(value);
