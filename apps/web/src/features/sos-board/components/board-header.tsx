import clsx from 'clsx';
import { Bell, BellOff, Radio, RefreshCw } from 'lucide-react';
import { SOS_BOARD_MESSAGES } from '@safeogun/contract/sos-board';
import type { StreamState } from '../../../lib/event-stream';
import type { Alarm } from '../lib/alarm';

/** The board's title, whether it is live (or reconnecting...), and the sound switch the officer can mute. */
export function BoardHeader({ state, alarm }: { state: StreamState; alarm: Alarm }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Live SOS board</h1>
        <p
          role="status"
          data-testid="board-connection"
          data-state={state}
          className={clsx(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
            state === 'live' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900',
          )}
        >
          {state === 'live' ? (
            <>
              <Radio className="h-3.5 w-3.5" aria-hidden="true" /> Live
            </>
          ) : (
            <>
              <RefreshCw className="h-3.5 w-3.5 motion-safe:animate-spin" aria-hidden="true" />
              {state === 'connecting' ? 'Connecting...' : SOS_BOARD_MESSAGES.reconnecting}
            </>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {alarm.waiting ? (
          <p className="text-xs text-amber-900" data-testid="sound-waiting">
            Press anywhere on the page to let the alert sound play.
          </p>
        ) : null}
        <button
          type="button"
          aria-pressed={alarm.muted}
          onClick={() => alarm.setMuted(!alarm.muted)}
          data-testid="sound-toggle"
          data-played={alarm.played}
          className={clsx(
            'inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold',
            alarm.muted
              ? 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              : 'border-brand-200 bg-brand-50 text-brand-900 hover:bg-brand-100',
          )}
        >
          {alarm.muted ? (
            <BellOff className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Bell className="h-4 w-4" aria-hidden="true" />
          )}
          Mute alert sound
        </button>
      </div>
    </div>
  );
}
