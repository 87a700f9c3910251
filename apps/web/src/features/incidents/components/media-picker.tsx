import { useId, useState } from 'react';
import { AlertTriangle, Film, ImageIcon, X } from 'lucide-react';
import { ACCEPT, checkFiles, formatFileSize, isVideo, VIDEO_WARNING_BYTES } from '../lib/files';
import { toast } from '../../../lib/toast';
import { shrinkImage } from '../../../lib/resize-image';
import { mayBeMetered } from '../../../lib/metered-connection';
import { localized } from '../../../lib/i18n';
import { useReportFormMessages } from '../locales/report-form/messages';

/**
 * Upload Media: png, jpg, jpeg, gif, mp4; each under 10MB; at most 3 images (kept plus new) and 1 video. Photos are
 * made light as they are picked (`lib/resize-image.ts`), so the rules judge, and the list shows, what will be sent;
 * `onPreparingChange` lets the form wait for that before it submits.
 */
export function MediaPicker({
  files,
  onChange,
  onPreparingChange,
  keptImages = 0,
  label,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  onPreparingChange?: (preparing: boolean) => void;
  keptImages?: number;
  /** The field's label; 'Upload Media' unless given. */
  label?: string;
}) {
  const { _ } = useReportFormMessages();
  const id = useId();
  const [preparing, setPreparing] = useState(false);
  const setBusy = (busy: boolean) => {
    setPreparing(busy);
    onPreparingChange?.(busy);
  };
  const bigVideo = files.find((file) => isVideo(file) && file.size > VIDEO_WARNING_BYTES);

  const add = async (picked: File[]) => {
    setBusy(true);
    try {
      // One photo at a time: a decoded 12-megapixel photo holds some 48 MB, too much three times over on a cheap phone.
      const prepared: File[] = [];
      for (const file of picked) prepared.push(isVideo(file) ? file : await shrinkImage(file));
      const next = [...files, ...prepared];
      const problem = checkFiles(next, keptImages);
      if (problem) {
        toast.error(localized(problem));
        return;
      }
      onChange(next);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label ?? _('reportForm.media.label')}
      </label>
      <p className="text-xs text-slate-500">{_('reportForm.media.rules')}</p>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={preparing}
        className="mt-2 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:text-brand-800"
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (picked.length > 0) void add(picked);
        }}
      />
      <p role="status" className="text-xs text-slate-600">
        {preparing ? _('reportForm.media.preparing') : ''}
      </p>
      {files.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={_('reportForm.media.selected')}>
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex max-w-full items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-2 py-1 text-xs"
            >
              {isVideo(file) ? (
                <Film className="h-4 w-4 shrink-0" aria-hidden="true" />
              ) : (
                <ImageIcon className="h-4 w-4 shrink-0" aria-hidden="true" />
              )}
              <span className="max-w-40 truncate">{file.name}</span>
              <span className="shrink-0 text-slate-600">{formatFileSize(file.size)}</span>
              <button
                type="button"
                aria-label={_('reportForm.media.remove', { name: file.name })}
                disabled={preparing}
                className="rounded p-1 hover:bg-slate-200"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <X className="h-3 w-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {bigVideo && mayBeMetered() ? (
        <p className="mt-2 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {_('reportForm.media.bigVideo', { size: formatFileSize(bigVideo.size) })}
        </p>
      ) : null}
    </div>
  );
}
