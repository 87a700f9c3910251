import { useId } from 'react';
import { filesProgress, type UploadProgress } from '../../../lib/upload-with-progress';
import { useReportFormMessages } from '../locales/report-form/messages';

/**
 * One progress bar per file while a report uploads, labelled with the file's name and percentage. `files` are in
 * the order the upload sends them (images, then the video: `splitFiles`).
 */
export function UploadProgressList({ files, progress }: { files: File[]; progress: UploadProgress | null }) {
  const { _ } = useReportFormMessages();
  const id = useId();
  if (!progress || files.length === 0) return null;
  const shares = filesProgress(
    progress,
    files.map((file) => file.size),
  );
  return (
    <ul className="space-y-2" aria-label={_('reportForm.upload.label')}>
      {files.map((file, index) => {
        const percent = Math.floor((shares[index] ?? 0) * 100);
        const barId = `${id}-${index}`;
        return (
          <li key={barId} className="text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor={barId} className="min-w-0 truncate text-slate-800">
                {file.name}
              </label>
              <span className="shrink-0 tabular-nums text-slate-600" aria-hidden="true">
                {percent}%
              </span>
            </div>
            <progress
              id={barId}
              max={100}
              value={percent}
              aria-valuetext={`${percent}%`}
              className="mt-1 block h-2 w-full overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
            >
              {percent}%
            </progress>
          </li>
        );
      })}
    </ul>
  );
}
