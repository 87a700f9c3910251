import { MAX_FILE_BYTES, MAX_IMAGES, MAX_VIDEOS } from '@safeogun/contract/constants';
import { REPORT_MESSAGES } from '@safeogun/contract/report-messages';

export const ACCEPT = 'image/png,image/jpeg,image/gif,video/mp4,.png,.jpg,.jpeg,.gif,.mp4';
const IMAGE_EXT = /\.(png|jpe?g|gif)$/i;
const VIDEO_EXT = /\.mp4$/i;

/** Above this size a video gets a warning on mobile data (issue 16). */
export const VIDEO_WARNING_BYTES = 5 * 1024 * 1024;

export const isVideo = (file: File) => file.type === 'video/mp4' || VIDEO_EXT.test(file.name);
export const isImage = (file: File) => /^image\/(png|jpeg|gif)$/.test(file.type) || IMAGE_EXT.test(file.name);

/** The picked files as the upload sends them: every file exactly once, as an image or as the video. */
export function splitFiles(files: File[]): { images: File[]; video: File | null } {
  return { images: files.filter((f) => !isVideo(f)), video: files.find(isVideo) ?? null };
}

/** The files in the order the upload sends them: the images, then the video. */
export function uploadOrder({ images, video }: { images: File[]; video: File | null }): File[] {
  return video ? [...images, video] : images;
}

/** Section 5's file rules; returns the message of the first broken rule, or null. */
export function checkFiles(files: File[], keptImages = 0): string | null {
  if (files.some((f) => !isImage(f) && !isVideo(f))) return REPORT_MESSAGES.fileTypeNotAllowed;
  if (files.some((f) => f.size >= MAX_FILE_BYTES)) return REPORT_MESSAGES.fileTooLarge;
  if (files.filter(isImage).length + keptImages > MAX_IMAGES) return REPORT_MESSAGES.tooManyImages;
  if (files.filter(isVideo).length > MAX_VIDEOS) return REPORT_MESSAGES.tooManyVideos;
  return null;
}

/** A file's size as people read it: "850 KB", "7.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
