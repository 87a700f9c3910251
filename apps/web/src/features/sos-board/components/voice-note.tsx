import { useEffect, useState } from 'react';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import { Spinner } from '../../../components/ui/spinner';
import { useAlertAudio } from '../api/use-alerts';

/** The alert's voice note in the browser's own player (play, pause, seek, volume, all by keyboard too). */
export function VoiceNote({ alertId, url, sizeBytes }: { alertId: string; url: string; sizeBytes: number }) {
  const audio = useAlertAudio(alertId, url);
  const [src, setSrc] = useState<string | null>(null);
  const [unplayable, setUnplayable] = useState(false);
  useEffect(() => {
    if (!audio.data) return;
    const objectUrl = URL.createObjectURL(audio.data);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [audio.data]);

  if (audio.isError) return <p className="text-sm text-red-700">The voice note could not be loaded.</p>;
  if (!src) return <Spinner label="Loading the voice note" />;
  return (
    <div className="space-y-1">
      {/* A caller's voice note has no captions; what they wrote is shown beside it. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        controls
        src={src}
        preload="metadata"
        className="w-full"
        aria-label="Voice note from the sender"
        data-testid="sos-voice-note"
        onError={() => setUnplayable(true)}
      />
      <p className="text-xs text-slate-600">{Math.max(1, Math.round(sizeBytes / 1024))} KB</p>
      {unplayable ? <p className="text-sm text-red-700">{SOS_MESSAGES.playback}</p> : null}
    </div>
  );
}
