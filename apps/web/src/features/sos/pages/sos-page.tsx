import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import clsx from 'clsx';
import { AlertTriangle, ChevronRight, Headset, Mic, PhoneCall, Send, Square, Trash2, Users } from 'lucide-react';
import {
  CHANNEL_WEB,
  COMMENT_MAX_LENGTH,
  SOS_MAX_RECORDING_SECONDS,
  SOS_WARNING_SECONDS,
} from '@safeogun/contract/constants';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import type { SosData } from '@safeogun/contract/sos';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { telHref, useContactNumbers } from '../../../lib/contact-numbers';
import { useLocalized } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSendSos } from '../api/use-send-sos';
import { LevelMeter } from '../components/level-meter';
import { OfflineSosNotice } from '../components/offline-sos-notice';
import { formatSeconds, RecordedPlayer } from '../components/recorded-player';
import { SentAlertStatus } from '../components/sent-alert-status';
import { SosSuccessModal } from '../components/success-modal';
import { locationWithin, readDeviceLocation, type DeviceLocation } from '../lib/location';
import { useRecorder } from '../lib/use-recorder';
import { useSosMessages } from '../locales/sos/messages';
import { WaitingForNetwork } from '../../../components/outbox/waiting-for-network';
import { failedOnNetwork, isOffline } from '../../../lib/outbox-queue';
import type { OutboxItem } from '../../../lib/outbox';
import { useUserId } from '../../../lib/session';
import { queueSos } from '../lib/queue-sos';

type Mode = 'main' | 'record';

function newKey() {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `sos-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}

const SENT_KEY = 'safeogun:sos:last-alert';

function readSent(): string | null {
  try {
    return window.sessionStorage.getItem(SENT_KEY);
  } catch {
    return null;
  }
}

/** /sos: main actions, then record a voice note and/or write what happened, then send. */
export default function SosPage() {
  const { _ } = useSosMessages();
  const localized = useLocalized();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('main');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<{ message: string; tooMany: boolean } | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  // From the press of Send to the server's answer, including the wait for the position.
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const recorder = useRecorder({ onError: (m) => toast.error(localized(m)) });
  const { supportPhone, emergencyNumbers } = useContactNumbers();
  const emergency = emergencyNumbers[0]!;
  const send = useSendSos();
  const locationRef = useRef<Promise<DeviceLocation> | null>(null);
  const keyRef = useRef<string>(newKey());
  const userId = useUserId();
  // The last alert that went to the outbox (no connection): "Waiting for network" until it is sent.
  const [queued, setQueued] = useState<OutboxItem | null>(null);
  // The last alert sent from this tab: where it stands with the police is shown until the tab closes.
  const [sentId, setSentId] = useState<string | null>(() => readSent());
  const rememberSent = (id: string) => {
    setSentId(id);
    try {
      window.sessionStorage.setItem(SENT_KEY, id);
    } catch {
      // private mode: shown while the page stays open
    }
  };

  const enterRecording = () => {
    setMode('record');
    // Ask for the position now so that sending does not wait for it.
    locationRef.current ??= readDeviceLocation();
  };

  const resetAll = () => {
    recorder.discard();
    setText('');
    setFailure(null);
    send.reset();
    locationRef.current = null;
    keyRef.current = newKey();
  };

  const hasText = text.trim().length > 0;
  const hasAudio = recorder.state === 'recorded' && recorder.recording !== null;
  const canSend = (hasText || hasAudio) && !submitting && recorder.state !== 'recording';

  const submit = async () => {
    if (submittingRef.current) return;
    if (!hasText && !hasAudio) {
      toast.error(localized(SOS_MESSAGES.needAudioOrText));
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      await sendAlert();
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  const sendAlert = async () => {
    const location = await locationWithin(locationRef.current ?? (locationRef.current = readDeviceLocation()));
    const data: SosData = {
      address: null,
      comment: text.trim(),
      isIdentityHidden: false,
      isLocationHidden: false,
      channel: CHANNEL_WEB,
      coordinates: location.coordinates ?? null,
      locationUnavailableReason: location.reason ?? null,
    };
    // No position (refused, failed or too slow): ask again next time; the person may be moving or allow it now.
    if (!location.coordinates) locationRef.current = null;
    const audio = hasAudio ? { blob: recorder.recording!.blob, extension: recorder.recording!.extension } : null;
    // An alert that cannot go now waits in the outbox with its key and is sent on its own (decision 025).
    const toOutbox = async (failure?: ApiError) => {
      const item = userId ? await queueSos(data, audio, userId, keyRef.current, failure) : null;
      if (!item) return false;
      resetAll();
      setQueued(item);
      return true;
    };
    if (isOffline() && (await toOutbox())) return;
    try {
      const created = await send.mutateAsync({ data, audio, idempotencyKey: keyRef.current });
      rememberSent(created.data.alertId);
      setSucceeded(true);
    } catch (error) {
      if (failedOnNetwork(error) && (await toOutbox(error))) return;
      const message = errorMessage(error, SOS_MESSAGES.failed);
      const tooMany = error instanceof ApiError && error.status === 429;
      toast.error(_('sos.failure.toast', { message }));
      setFailure({ message, tooMany });
      // A refused alert was not stored; the next try is a new alert.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) keyRef.current = newKey();
    }
  };

  const left = SOS_MAX_RECORDING_SECONDS - recorder.elapsed;

  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <nav aria-label={_('sos.breadcrumb.label')} className="mb-4 text-sm text-slate-600">
        <ol className="flex items-center gap-1">
          <li>
            <Link to="/dashboard" className="hover:text-brand-700 hover:underline">
              {_('sos.breadcrumb.dashboard')}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="h-4 w-4" />
          </li>
          <li aria-current="page" className="font-semibold text-slate-900">
            SOS
          </li>
        </ol>
      </nav>

      {sentId && !succeeded ? <SentAlertStatus alertId={sentId} className="mb-5" /> : null}
      <WaitingForNetwork queued={queued} className="mb-5" />
      <OfflineSosNotice text={text} sendError={send.error} className="mb-5" />

      {mode === 'main' ? (
        <div className="text-center">
          <h1 className="sr-only">SOS</h1>
          <button
            type="button"
            onClick={enterRecording}
            className="mx-auto flex h-44 w-44 items-center justify-center rounded-full bg-red-600 text-4xl font-black tracking-widest text-white shadow-[0_0_0_12px_rgba(220,38,38,0.18)] hover:bg-red-700 focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-red-300"
            aria-label={_('sos.button.label')}
          >
            SOS
          </button>
          <h2 className="mt-8 text-lg font-bold text-slate-900">{localized(SOS_MESSAGES.chooseAction)}</h2>
          <ul className="mt-4 space-y-3 text-left">
            <li>
              <button
                type="button"
                onClick={enterRecording}
                className="flex w-full items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800 hover:bg-red-100"
              >
                <AlertTriangle className="h-5 w-5" aria-hidden="true" /> {localized(SOS_MESSAGES.sendAlert)}
              </button>
            </li>
            <li>
              <Link
                to="/call-emergency-contact"
                className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-slate-800 hover:bg-slate-50"
              >
                <Users className="h-5 w-5" aria-hidden="true" /> {localized(SOS_MESSAGES.callContact)}
              </Link>
            </li>
            <li>
              <a
                href={telHref(supportPhone)}
                className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-slate-800 hover:bg-slate-50"
                data-testid="sos-call-support"
              >
                <Headset className="h-5 w-5" aria-hidden="true" /> {localized(SOS_MESSAGES.callSupport)}
                <span className="ml-auto text-sm font-normal text-slate-500">{supportPhone}</span>
              </a>
            </li>
          </ul>
          <section
            aria-labelledby="sos-numbers"
            className="mt-3 rounded-xl border border-slate-200 bg-white p-4 text-left"
          >
            <h2 id="sos-numbers" className="text-sm font-semibold text-slate-900">
              {_('sos.numbers.title')}
            </h2>
            <ul className="mt-2 space-y-1.5 text-sm" data-testid="sos-emergency-numbers">
              {emergencyNumbers.map((number) => (
                <li key={`${number.label}-${number.phone}`} className="flex flex-wrap justify-between gap-x-3">
                  <span className="text-slate-700">{number.label}</span>
                  <a className="font-semibold text-brand-800 underline" href={telHref(number.phone)}>
                    {number.phone}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : (
        <div className="space-y-5">
          <h1 className="text-2xl font-bold text-red-700">{localized(SOS_MESSAGES.sendAlert)}</h1>

          {recorder.state === 'idle' ? (
            <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
              <p className="font-semibold text-slate-900">{localized(SOS_MESSAGES.readyToRecord)}</p>
              <button
                type="button"
                onClick={() => void recorder.start()}
                className="mx-auto mt-4 flex h-20 w-20 items-center justify-center rounded-full bg-red-600 text-white hover:bg-red-700"
                aria-label={_('sos.record.start')}
              >
                <Mic className="h-9 w-9" aria-hidden="true" />
              </button>
              <p className="mt-3 text-sm text-slate-600">{localized(SOS_MESSAGES.maxRecording)}</p>
            </div>
          ) : null}

          {recorder.state === 'recording' ? (
            <div className="rounded-2xl border border-red-200 bg-white p-6 text-center" data-testid="recording-panel">
              <p className="font-mono text-3xl font-bold text-slate-900" data-testid="recording-timer">
                {formatSeconds(recorder.elapsed)}
              </p>
              <p
                className={clsx(
                  'mt-1 text-sm font-semibold',
                  left <= SOS_WARNING_SECONDS ? 'text-red-600' : 'text-slate-600',
                )}
                data-testid="seconds-left"
                data-warning={left <= SOS_WARNING_SECONDS ? 'true' : 'false'}
              >
                {_('sos.record.secondsLeft', { left })}
              </p>
              <div
                className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
                role="progressbar"
                aria-label={_('sos.record.timeUsed')}
                aria-valuemin={0}
                aria-valuemax={SOS_MAX_RECORDING_SECONDS}
                aria-valuenow={recorder.elapsed}
              >
                <div
                  className="h-full bg-red-600 transition-[width] duration-1000 ease-linear"
                  style={{ width: `${(recorder.elapsed / SOS_MAX_RECORDING_SECONDS) * 100}%` }}
                />
              </div>
              <div className="mt-4">
                <LevelMeter levels={recorder.levels} />
              </div>
              <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
                {/* Lingui's <Trans> would add some 0.9 KB gzip to every page's first load for this one bold phrase. */}
                <strong>{localized(SOS_MESSAGES.recordingLimited)}</strong>
                {_('sos.record.autoStop', { seconds: SOS_MAX_RECORDING_SECONDS })}
              </p>
              <Button variant="danger" className="mt-4" onClick={recorder.stop}>
                <Square className="h-4 w-4" aria-hidden="true" /> {localized(SOS_MESSAGES.stopRecording)}
              </Button>
            </div>
          ) : null}

          {recorder.state === 'recorded' && recorder.recording ? (
            <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6">
              <RecordedPlayer recording={recorder.recording} onError={(m) => toast.error(localized(m))} />
              <Button variant="secondary" onClick={recorder.discard} disabled={submitting}>
                <Trash2 className="h-4 w-4" aria-hidden="true" /> {localized(SOS_MESSAGES.deleteRerecord)}
              </Button>
            </div>
          ) : null}

          <div>
            <label htmlFor="sos-text" className="text-sm font-medium text-slate-700">
              {localized(SOS_MESSAGES.textPlaceholder)}
            </label>
            <textarea
              id="sos-text"
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={COMMENT_MAX_LENGTH}
              rows={4}
              placeholder={localized(SOS_MESSAGES.textPlaceholder)}
              className="mt-1 block w-full rounded-lg border border-slate-300 p-3 text-sm focus:border-red-500 focus:outline-none focus:ring-2 focus:ring-red-200"
            />
          </div>

          {failure ? (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              <p className="font-semibold">{failure.message}</p>
              <p className="mt-1">
                {_('sos.failure.kept')} {failure.tooMany ? null : _('sos.failure.tryAgain')}
              </p>
              {failure.tooMany ? (
                <div className="mt-3 flex flex-wrap gap-2">
                  <p className="w-full">{localized(SOS_MESSAGES.callInstead)}</p>
                  <a href={telHref(emergency.phone)} className={buttonClasses('danger')}>
                    <PhoneCall className="h-4 w-4" aria-hidden="true" />{' '}
                    {_('sos.failure.call', { phone: emergency.phone })}
                  </a>
                  <Link to="/call-emergency-contact" className={buttonClasses('secondary')}>
                    {localized(SOS_MESSAGES.callContact)}
                  </Link>
                </div>
              ) : null}
            </div>
          ) : null}

          <div>
            <Button variant="danger" className="w-full text-base" disabled={!canSend} onClick={() => void submit()}>
              <Send className="h-4 w-4" aria-hidden="true" />
              {localized(
                submitting
                  ? SOS_MESSAGES.sending
                  : failure && !failure.tooMany
                    ? SOS_MESSAGES.retry
                    : SOS_MESSAGES.sendAlert,
              )}
            </Button>
            {!hasText && !hasAudio && recorder.state !== 'recording' ? (
              <p className="mt-2 text-center text-sm text-slate-600" data-testid="sos-need-input">
                {localized(SOS_MESSAGES.needAudioOrText)}
              </p>
            ) : null}
          </div>
        </div>
      )}

      <SosSuccessModal
        open={succeeded}
        status={sentId ? <SentAlertStatus alertId={sentId} /> : null}
        onStay={() => {
          setSucceeded(false);
          resetAll();
          setMode('record');
          locationRef.current = readDeviceLocation();
        }}
        onDashboard={() => {
          setSucceeded(false);
          resetAll();
          void navigate('/dashboard');
        }}
        onClose={() => {
          setSucceeded(false);
          resetAll();
          setMode('main');
        }}
      />
    </div>
  );
}
