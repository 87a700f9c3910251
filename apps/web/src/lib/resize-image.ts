/**
 * Photos made light before upload (issue 16, "Light on data"): a phone photo of 4 to 8 MB goes up as a few hundred
 * KB. The browser decodes the photo with its EXIF orientation applied, draws it at most 1600 px on its longest side
 * and encodes it as JPEG at quality 0.8; drawing through a canvas leaves every metadata field behind (place, camera,
 * time). The server's own checks and metadata stripping stay, since this step is skipped or can fail.
 * Decision 020 says why the platform's decoder is used rather than a library.
 */

export const MAX_IMAGE_SIDE = 1600;
export const JPEG_QUALITY = 0.8;
/** A photo within MAX_IMAGE_SIDE and at most this size goes as it is: re-encoding would save little. */
export const SMALL_IMAGE_BYTES = 500 * 1024;

/** The size to draw an image of `width` x `height` at so that its longest side is at most `max`, keeping its shape. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** JPEG and PNG photos are re-encoded; a GIF may be animated and goes as it is, like anything else. */
export function isResizable(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return file.type === 'image/jpeg' || file.type === 'image/png';
  return /\.(jpe?g|png)$/i.test(file.name);
}

/** The name of the re-encoded photo: its own name with a .jpg ending. */
export function jpegName(name: string): string {
  const stem = name.replace(/\.[^./\\]*$/, '');
  return `${stem || 'photo'}.jpg`;
}

function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  // JPEG has no transparency: a PNG's transparent parts become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * The photo as it should be uploaded: resized and re-encoded, or the original when it is already small, is not a
 * JPEG or PNG, cannot be decoded here, or would not get smaller.
 */
export async function shrinkImage(file: File): Promise<File> {
  if (!isResizable(file) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const resized = width !== bitmap.width || height !== bitmap.height;
    if (!resized && file.size <= SMALL_IMAGE_BYTES) return file;
    const blob = await encodeJpeg(bitmap, width, height);
    if (!blob || (!resized && blob.size >= file.size)) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
