import { useState } from 'react';
import { ExternalLink, ImageOff } from 'lucide-react';
import type { IncidentFile } from '@safeogun/contract/incidents';
import { REPORT_MESSAGES } from '@safeogun/contract/report-messages';
import { Modal } from '../../../components/ui/modal';
import { useLocalized } from '../../../lib/i18n';
import { useReportDetailsMessages } from '../locales/report-details/messages';

function Thumb({ file, onOpen }: { file: IncidentFile; onOpen: () => void }) {
  const { _ } = useReportDetailsMessages();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="flex aspect-square flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2 text-center text-xs text-slate-600">
        <ImageOff className="h-6 w-6" aria-hidden="true" />
        {_('reportDetails.evidenceGrid.failed')}
        <a
          href={file.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-brand-700 underline"
        >
          {_('reportDetails.evidenceGrid.openNewTab')} <ExternalLink className="h-3 w-3" aria-hidden="true" />
        </a>
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={onOpen}
      className="block aspect-square overflow-hidden rounded-lg border border-slate-200"
    >
      <img
        src={file.url}
        alt={_('reportDetails.evidenceGrid.alt')}
        loading="lazy"
        className="h-full w-full object-cover"
        onError={() => setFailed(true)}
      />
    </button>
  );
}

/** Evidence images with a full-size viewer and failed-image fallback; the video plays inline. */
export function EvidenceGrid({ files }: { files: IncidentFile[] }) {
  const { _ } = useReportDetailsMessages();
  const localized = useLocalized();
  const [open, setOpen] = useState<IncidentFile | null>(null);
  const images = files.filter((f) => f.kind === 'image');
  const video = files.find((f) => f.kind === 'video');
  if (files.length === 0) return <p className="text-sm text-slate-500">{localized(REPORT_MESSAGES.noEvidence)}</p>;
  return (
    <div className="space-y-3">
      {images.length > 0 ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((file) => (
            <Thumb key={file.id} file={file} onOpen={() => setOpen(file)} />
          ))}
        </div>
      ) : null}
      {video ? (
        // The reporter's own recording: no caption text exists for it; the report's description says what it shows.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video controls preload="metadata" className="w-full rounded-lg bg-black" src={video.url}>
          <a href={video.url}>{_('reportDetails.evidenceGrid.download')}</a>
        </video>
      ) : null}
      <Modal
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={_('reportDetails.evidenceGrid.title')}
      >
        {open ? (
          <img
            src={open.url}
            alt={_('reportDetails.evidenceGrid.fullAlt')}
            className="max-h-[70vh] w-full object-contain"
          />
        ) : null}
      </Modal>
    </div>
  );
}
