import { useId, useRef } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { NEWS_AUTHORING_MESSAGES, NEWS_COVER_MAX_BYTES } from '@safeogun/contract/news';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUploadCover } from '../api/use-admin-news';

/**
 * The cover image: a file chosen here is uploaded at once (the server checks it is an image, resizes it to at most
 * 1600 px wide and re-encodes it) and its address goes into the form; the preview shows it.
 */
export function CoverUpload({
  value,
  onChange,
  error,
}: {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  error?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCover();
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size >= NEWS_COVER_MAX_BYTES) {
      toast.error(NEWS_AUTHORING_MESSAGES.coverTooLarge);
      return;
    }
    try {
      const cover = await upload.mutateAsync(file);
      onChange(cover.url);
      toast.success(NEWS_AUTHORING_MESSAGES.coverSaved);
    } catch (e) {
      toast.error(errorMessage(e, NEWS_AUTHORING_MESSAGES.coverNotImage));
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Cover image
      </label>
      {value ? (
        <img src={value} alt="Cover (as uploaded)" className="aspect-[16/9] w-full rounded-lg object-cover" />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-describedby={`${id}-hint`}
          className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 sm:w-auto"
          onChange={(e) => void choose(e.target.files?.[0])}
          disabled={upload.isPending}
        />
        {upload.isPending ? (
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <ImagePlus className="h-4 w-4" aria-hidden="true" /> Uploading...
          </span>
        ) : null}
        {value ? (
          <Button variant="ghost" onClick={() => onChange(null)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Remove cover
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        JPEG, PNG, WebP or GIF under 10 MB; stored at most 1600 pixels wide.
      </p>
      {error ? <FieldError>{error}</FieldError> : null}
    </div>
  );
}
