import { useId } from 'react';
import { Film, ImageIcon, X } from 'lucide-react';
import { ACCEPT, checkFiles, isVideo } from '../lib/files';
import { toast } from '../../../lib/toast';

/** Upload Media: png, jpg, jpeg, gif, mp4; each under 10MB; at most 3 images (kept plus new) and 1 video. */
export function MediaPicker({
  files,
  onChange,
  keptImages = 0,
  label = 'Upload Media',
}: {
  files: File[];
  onChange: (files: File[]) => void;
  keptImages?: number;
  label?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <p className="text-xs text-slate-500">PNG, JPG, GIF or MP4, each under 10MB; up to 3 images and 1 video.</p>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        className="mt-2 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:text-brand-800"
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          event.target.value = '';
          const next = [...files, ...picked];
          const problem = checkFiles(next, keptImages);
          if (problem) {
            toast.error(problem);
            return;
          }
          onChange(next);
        }}
      />
      {files.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Selected files">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-2 py-1 text-xs"
            >
              {isVideo(file) ? (
                <Film className="h-4 w-4" aria-hidden="true" />
              ) : (
                <ImageIcon className="h-4 w-4" aria-hidden="true" />
              )}
              <span className="max-w-40 truncate">{file.name}</span>
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                className="rounded p-1 hover:bg-slate-200"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <X className="h-3 w-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
