import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import type { Recording } from '../lib/use-recorder';
import { useSosMessages } from '../locales/sos/messages';

export const formatSeconds = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

/**
 * Play/pause of the recorded voice note, its duration and size in KB. The sound plays through an `Audio` object
 * driven by our own button: there is no media element on the page (the visitor's own voice note has no captions).
 */
export function RecordedPlayer({ recording, onError }: { recording: Recording; onError: (m: string) => void }) {
  const { _ } = useSosMessages();
  const [audio] = useState(() => new Audio());
  const [playing, setPlaying] = useState(false);
  const playingRef = useRef(false);
  playingRef.current = playing;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    audio.preload = 'metadata';
    audio.src = recording.url;
    const ended = () => {
      setPlaying(false);
      audio.currentTime = 0;
    };
    const failed = () => {
      if (playingRef.current) onErrorRef.current(SOS_MESSAGES.playback);
      setPlaying(false);
    };
    audio.addEventListener('ended', ended);
    audio.addEventListener('error', failed);
    return () => {
      audio.pause();
      audio.removeEventListener('ended', ended);
      audio.removeEventListener('error', failed);
    };
  }, [audio, recording.url]);

  const toggle = async () => {
    if (playing) {
      audio.pause();
      setPlaying(false);
      return;
    }
    try {
      await audio.play();
      setPlaying(true);
    } catch {
      setPlaying(false);
      onError(SOS_MESSAGES.playback);
    }
  };

  return (
    <div className="flex items-center gap-4 rounded-xl bg-slate-100 p-4">
      <button
        type="button"
        onClick={() => void toggle()}
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
        aria-label={playing ? _('sos.player.pause') : _('sos.player.play')}
      >
        {playing ? <Pause className="h-5 w-5" aria-hidden="true" /> : <Play className="h-5 w-5" aria-hidden="true" />}
      </button>
      <div className="text-sm text-slate-700">
        <p className="font-semibold" data-testid="recording-duration">
          {_('sos.player.duration', { duration: formatSeconds(recording.seconds) })}
        </p>
        <p data-testid="recording-size">{_('sos.player.size', { size: (recording.sizeBytes / 1024).toFixed(1) })}</p>
      </div>
    </div>
  );
}
