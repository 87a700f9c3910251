/**
 * Voice note recording for the SOS page: MediaRecorder with the preferred formats in order, 128 kbps, 1 s chunks,
 * a live level meter (40 bars) and an automatic stop at 15 s (counted once per second).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SOS_AUDIO_BITRATE,
  SOS_CHUNK_MS,
  SOS_MAX_RECORDING_SECONDS,
  SOS_PREFERRED_MIME_TYPES,
  SOS_VISUALISER_BARS,
} from '@safeogun/contract/constants';
import { SOS_MESSAGES } from '@safeogun/contract/messages';

export type RecorderState = 'idle' | 'recording' | 'recorded';

export interface Recording {
  blob: Blob;
  url: string;
  mimeType: string;
  extension: string;
  seconds: number;
  sizeBytes: number;
}

export function pickMimeType(): string {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') return '';
  return SOS_PREFERRED_MIME_TYPES.find((t) => MediaRecorder.isTypeSupported(t)) ?? '';
}

export function extensionFor(mimeType: string): string {
  if (mimeType.includes('ogg')) return 'ogg';
  if (mimeType.includes('mp4') || mimeType.includes('aac')) return 'mp4';
  if (mimeType.includes('wav')) return 'wav';
  return 'webm';
}

const silent = () => new Array<number>(SOS_VISUALISER_BARS).fill(0);

export function useRecorder({ onError }: { onError: (message: string) => void }) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [levels, setLevels] = useState<number[]>(silent);
  const [recording, setRecording] = useState<Recording | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const audioContextRef = useRef<AudioContext | null>(null);
  const frameRef = useRef<number | null>(null);
  const tickRef = useRef<number | null>(null);
  const elapsedRef = useRef(0);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const cleanup = useCallback(() => {
    if (tickRef.current !== null) window.clearInterval(tickRef.current);
    tickRef.current = null;
    if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
    frameRef.current = null;
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    void audioContextRef.current?.close().catch(() => undefined);
    audioContextRef.current = null;
    setLevels(silent());
  }, []);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
    else cleanup();
  }, [cleanup]);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      onErrorRef.current(SOS_MESSAGES.microphone);
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      onErrorRef.current(SOS_MESSAGES.microphone);
      return;
    }
    streamRef.current = stream;
    const mimeType = pickMimeType();
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, {
        ...(mimeType ? { mimeType } : {}),
        audioBitsPerSecond: SOS_AUDIO_BITRATE,
      });
    } catch {
      cleanup();
      onErrorRef.current(SOS_MESSAGES.recordingError);
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.onerror = () => {
      onErrorRef.current(SOS_MESSAGES.recordingError);
    };
    recorder.onstop = () => {
      cleanup();
      const type = (recorder.mimeType || mimeType || 'audio/webm').split(';')[0]!;
      const blob = new Blob(chunks, { type });
      if (blob.size === 0) {
        setState('idle');
        onErrorRef.current(SOS_MESSAGES.recordingError);
        return;
      }
      setRecording({
        blob,
        url: URL.createObjectURL(blob),
        mimeType: type,
        extension: extensionFor(type),
        seconds: Math.max(1, Math.min(elapsedRef.current, SOS_MAX_RECORDING_SECONDS)),
        sizeBytes: blob.size,
      });
      setState('recorded');
    };
    recorderRef.current = recorder;

    // Live level meter.
    try {
      const context = new AudioContext();
      audioContextRef.current = context;
      const analyser = context.createAnalyser();
      analyser.fftSize = 128;
      context.createMediaStreamSource(stream).connect(analyser);
      const data = new Uint8Array(analyser.frequencyBinCount);
      const draw = () => {
        analyser.getByteFrequencyData(data);
        const bars = Array.from({ length: SOS_VISUALISER_BARS }, (_, i) => (data[i] ?? 0) / 255);
        setLevels(bars);
        frameRef.current = requestAnimationFrame(draw);
      };
      draw();
    } catch {
      // The meter is a nicety; recording works without it.
    }

    elapsedRef.current = 0;
    setElapsed(0);
    setState('recording');
    recorder.start(SOS_CHUNK_MS);
    // Shown once per second, measured on the wall clock so a throttled timer never lets a note run long.
    const startedAt = performance.now();
    tickRef.current = window.setInterval(() => {
      const ms = performance.now() - startedAt;
      elapsedRef.current = Math.min(SOS_MAX_RECORDING_SECONDS, Math.floor(ms / 1000));
      setElapsed(elapsedRef.current);
      if (ms >= SOS_MAX_RECORDING_SECONDS * 1000) stop();
    }, 250);
  }, [cleanup, stop]);

  /** Clears the recording (Delete & Re-record). */
  const discard = useCallback(() => {
    setRecording((r) => {
      if (r) URL.revokeObjectURL(r.url);
      return null;
    });
    elapsedRef.current = 0;
    setElapsed(0);
    setState('idle');
  }, []);

  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        recorder.onstop = null;
        recorder.stop();
      }
      cleanup();
    },
    [cleanup],
  );

  return { state, elapsed, levels, recording, start, stop, discard };
}
