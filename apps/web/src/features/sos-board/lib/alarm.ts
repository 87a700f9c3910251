/**
 * The board's audible alert: a two-tone call made with the Web Audio API (no sound file), played when an alert
 * arrives or escalates, unless the officer muted it; the choice is remembered on this device. Browsers start audio
 * only after the person has used the page (a click or a key), so until then the board says the sound is waiting.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const MUTED_KEY = 'safeogun:sos-board:muted';
const listeners = new Set<() => void>();

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

export function setMuted(muted: boolean): void {
  try {
    if (muted) window.localStorage.setItem(MUTED_KEY, '1');
    else window.localStorage.removeItem(MUTED_KEY);
  } catch {
    // private mode: the choice lasts this page only
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === MUTED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** Three rising calls of 0.18 s: 660 Hz then 880 Hz, soft edges so it does not click. */
function playTone(ctx: AudioContext) {
  const start = ctx.currentTime + 0.02;
  const gain = ctx.createGain();
  gain.connect(ctx.destination);
  gain.gain.setValueAtTime(0, start);
  for (let i = 0; i < 6; i++) {
    const at = start + i * 0.2;
    const osc = ctx.createOscillator();
    osc.type = 'triangle';
    osc.frequency.setValueAtTime(i % 2 ? 880 : 660, at);
    osc.connect(gain);
    gain.gain.setTargetAtTime(0.35, at, 0.01);
    gain.gain.setTargetAtTime(0, at + 0.16, 0.015);
    osc.start(at);
    osc.stop(at + 0.2);
  }
}

export interface Alarm {
  muted: boolean;
  setMuted(muted: boolean): void;
  /** The browser holds the sound back until the page is used (a click or a key). */
  waiting: boolean;
  /** Times the alert sounded since the board opened. */
  played: number;
  sound(): void;
}

export function useAlarm(): Alarm {
  const muted = useSyncExternalStore(subscribe, readMuted, () => false);
  const [waiting, setWaiting] = useState(false);
  const [played, setPlayed] = useState(0);

  // The first click or key on the page lets the sound start.
  useEffect(() => {
    const unlock = () => {
      const ctx = audio();
      if (ctx && ctx.state === 'suspended') void ctx.resume().then(() => setWaiting(false));
      else setWaiting(false);
    };
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    const ctx = audio();
    setWaiting(ctx?.state === 'suspended');
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);

  const sound = useCallback(() => {
    if (readMuted()) return;
    const ctx = audio();
    if (!ctx) return;
    const go = () => {
      playTone(ctx);
      setPlayed((n) => n + 1);
    };
    if (ctx.state === 'running') go();
    else {
      // Without a click or a key on the page first, resume() waits for one: the board says so meanwhile.
      void ctx.resume().catch(() => undefined);
      window.setTimeout(() => (ctx.state === 'running' ? go() : setWaiting(true)), 300);
    }
    if ('vibrate' in navigator) navigator.vibrate?.([200, 100, 200]);
  }, []);

  return { muted, setMuted, waiting: waiting && !muted, played, sound };
}
