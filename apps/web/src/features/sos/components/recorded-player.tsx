import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import type { Recording } from '../lib/use-recorder';

export const formatSeconds = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

/** Play/pause of the recorded voice note, its duration and size in KB. */
export function RecordedPlayer({ recording, onError }: { recording: Recording; onError: (m: string) => void }) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => () => audioRef.current?.pause(), []);

  const toggle = async () => {
    const audio = audioRef.current;
    if (!audio) return;
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
        aria-label={playing ? 'Pause recording' : 'Play recording'}
      >
        {playing ? <Pause className="h-5 w-5" aria-hidden="true" /> : <Play className="h-5 w-5" aria-hidden="true" />}
      </button>
      <div className="text-sm text-slate-700">
        <p className="font-semibold" data-testid="recording-duration">
          Duration: {formatSeconds(recording.seconds)}
        </p>
        <p data-testid="recording-size">Size: {(recording.sizeBytes / 1024).toFixed(1)} KB</p>
      </div>
      <audio
        ref={audioRef}
        src={recording.url}
        preload="metadata"
        onEnded={() => {
          setPlaying(false);
          if (audioRef.current) audioRef.current.currentTime = 0;
        }}
        onError={() => {
          if (playing) onError(SOS_MESSAGES.playback);
          setPlaying(false);
        }}
        className="hidden"
      />
    </div>
  );
}
