/** An evidence file whose structure cannot be read, so its metadata cannot be removed: the upload is refused. */
export class UnreadableImageError extends Error {}
