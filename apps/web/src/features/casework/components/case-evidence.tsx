import { useState } from 'react';
import { ExternalLink, ImageMinus, ShieldCheck } from 'lucide-react';
import type { PoliceCase } from '@safeogun/contract/casework';
import { Modal } from '../../../components/ui/modal';
import { CopyButton } from '../../../components/ui/copy-button';
import { formatFull } from '../../../lib/time';

type Evidence = PoliceCase['evidence'][number];

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "3f2a9c1d…77be01aa": enough to compare by eye; the copy button gives the whole hash. */
function shortHash(sha256: string): string {
  return sha256.length > 20 ? `${sha256.slice(0, 8)}…${sha256.slice(-8)}` : sha256;
}

function FileFacts({ file, name }: { file: Evidence; name: string }) {
  return (
    <div className="space-y-1 p-2 text-xs text-slate-700">
      <p>
        <span className="font-semibold text-slate-900">{name}</span> · {file.contentType} · {sizeText(file.sizeBytes)}
      </p>
      <p>Received {formatFull(file.receivedAt)}</p>
      {file.metadataStripped ? (
        <p className="flex items-center gap-1 text-slate-600">
          <ShieldCheck className="h-3 w-3" aria-hidden="true" /> Location and device data removed
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <span>
          SHA-256{' '}
          <code className="break-all font-mono text-slate-900" title={file.sha256} data-testid="evidence-sha">
            {shortHash(file.sha256)}
          </code>
        </span>
        <CopyButton text={file.sha256} label={`Copy SHA-256 of ${name}`} className="min-h-9 px-2 text-xs" />
      </div>
    </div>
  );
}

function ImageTile({ file, name, onOpen }: { file: Evidence; name: string; onOpen: () => void }) {
  const [failed, setFailed] = useState(false);
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      {failed ? (
        <div className="flex aspect-video flex-col items-center justify-center gap-2 bg-slate-50 p-2 text-center text-xs text-slate-600">
          <ImageMinus className="h-6 w-6" aria-hidden="true" />
          The picture could not be shown here.
          <a href={file.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 underline">
            Open {name} in a new tab <ExternalLink className="h-3 w-3" aria-hidden="true" />
          </a>
        </div>
      ) : (
        <button
          type="button"
          onClick={onOpen}
          className="block aspect-video w-full bg-slate-100"
          aria-label={`Open ${name} full size`}
        >
          <img
            src={file.url}
            alt=""
            loading="lazy"
            className="h-full w-full object-cover"
            onError={() => setFailed(true)}
          />
        </button>
      )}
      <FileFacts file={file} name={name} />
    </li>
  );
}

function VideoTile({ file, name }: { file: Evidence; name: string }) {
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      {/* The reporter's own recording: no captions exist for it; the description says what it shows. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video controls preload="metadata" className="aspect-video w-full bg-black" src={file.url} aria-label={name}>
        <a href={file.url}>Download {name}</a>
      </video>
      <FileFacts file={file} name={name} />
    </li>
  );
}

/** Each file with its SHA-256 recorded at receipt; pictures open full size, videos play here. */
export function CaseEvidence({ evidence }: { evidence: PoliceCase['evidence'] }) {
  const [open, setOpen] = useState<{ file: Evidence; name: string } | null>(null);
  if (evidence.length === 0) return <p className="text-sm text-slate-600">No pictures or video were sent.</p>;
  let photos = 0;
  let videos = 0;
  const named = evidence.map((file) => ({
    file,
    name: file.kind === 'image' ? `Photo ${++photos}` : `Video ${++videos}`,
  }));
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {named.map(({ file, name }) =>
          file.kind === 'image' ? (
            <ImageTile key={file.id} file={file} name={name} onOpen={() => setOpen({ file, name })} />
          ) : (
            <VideoTile key={file.id} file={file} name={name} />
          ),
        )}
      </ul>
      <Modal
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open?.name ?? 'Evidence'}
        size="lg"
        description={open ? <span className="break-all font-mono text-xs">SHA-256 {open.file.sha256}</span> : undefined}
      >
        {open ? (
          <>
            <img
              src={open.file.url}
              alt={`${open.name}, full size`}
              className="mx-auto max-h-[70vh] w-auto max-w-full object-contain"
            />
            <a
              href={open.file.url}
              target="_blank"
              rel="noreferrer"
              className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline"
            >
              Open the original in a new tab <ExternalLink className="h-3 w-3" aria-hidden="true" />
            </a>
          </>
        ) : null}
      </Modal>
    </>
  );
}
