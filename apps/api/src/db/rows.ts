/** The rows of a `db.execute` answer: both drivers answer with `{ rows }`; the shared `Db` type does not say so. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
