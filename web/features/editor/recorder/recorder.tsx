import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIO_MAX_BYTES } from '#api/schemas/file.ts';
import { Icon } from '#web/components/icon.tsx';
import { sessionAtom } from '#web/lib/session.ts';
import { formatBytes } from '#web/lib/format-bytes.ts';
import { formatClock } from './format-clock.ts';
import { LevelMeter } from './level-meter.tsx';
import { LIVE_PEAKS, LiveWaveform } from './live-waveform.tsx';
import { PeakWindow } from './peak-window.ts';
import { timeLeftMs } from './speech-preset.ts';
import { useRecorder } from './use-recorder.ts';
import { useWakeLock } from './use-wake-lock.ts';
import './recorder.css';
import './studio.css';

/**
 * Records the podcast in the browser: start, pause, resume, stop, with a live waveform, an input
 * level meter, a timer and the time left before the audio limit. The recording is kept on the
 * device a second at a time while it is made; the screen is kept on while recording.
 */
export function Recorder({ draftId, onRecorded }: { draftId: string; onRecorded: (recordingId: string, durationMs: number) => void }) {
  const { t, i18n } = useTranslation();
  const userId = useAtomValue(sessionAtom)?.user.id ?? '';
  // The live waveform's peaks: a bounded window, whatever the recording's length.
  const [peaks] = useState(() => new PeakWindow(LIVE_PEAKS));
  const recorder = useRecorder({ draftId, userId, onStopped: onRecorded });
  const { state } = recorder;
  const live = state === 'recording' || state === 'resumed' || state === 'paused';
  const capturing = state === 'recording' || state === 'resumed';
  const wakeLock = useWakeLock(live);
  const limit = formatBytes(AUDIO_MAX_BYTES, i18n.language);

  return (
    <div className={`recorder recorder--${state}`}>
      <div className="recorder__stage">
        <div className="recorder__wave" aria-hidden="true">
          {live && <LiveWaveform peaks={peaks} />}
        </div>
        {!live && state !== 'starting' && (
          <div className="recorder__placeholder">
            <Icon name="mic" size={28} />
            <span>{t('recorder.hint')}</span>
          </div>
        )}
      </div>
      <div className="recorder__bar">
        <div className="recorder__status" aria-live="polite">
          {live && <span className={`recorder__dot${state === 'paused' ? ' recorder__dot--paused' : ''}`} aria-hidden="true" />}
          <span>{t(`recorder.state.${state}`)}</span>
        </div>
        <span className="recorder__clock" role="timer" aria-label={t('recorder.elapsed')}>
          {formatClock(recorder.elapsedMs)}
        </span>
      </div>
      {live && <LevelMeter stream={recorder.stream} active={capturing} peaks={peaks} />}
      {live && (
        <p className="recorder__left" aria-live="off">
          {t('studio.timeLeft', {
            time: formatClock(timeLeftMs(recorder.bytes, recorder.elapsedMs)),
            max: limit,
            size: formatBytes(recorder.bytes, i18n.language),
          })}
        </p>
      )}
      <div className="recorder__controls">
        {(state === 'idle' || state === 'error') && (
          <button
            type="button"
            className="btn recorder__record"
            onClick={() => {
              peaks.clear();
              void recorder.start();
            }}
          >
            <Icon name="circle" size={18} /> {t('recorder.start')}
          </button>
        )}
        {state === 'starting' && (
          <button type="button" className="btn" disabled aria-busy="true">
            {t('recorder.starting')}
          </button>
        )}
        {capturing && (
          <button type="button" className="btn btn--ghost" onClick={recorder.pause}>
            <Icon name="pause" size={18} /> {t('recorder.pause')}
          </button>
        )}
        {state === 'paused' && (
          <button type="button" className="btn btn--ghost" onClick={recorder.resume}>
            <Icon name="mic" size={18} /> {t('recorder.resume')}
          </button>
        )}
        {live && (
          <button type="button" className="btn recorder__stop" onClick={recorder.stop}>
            <Icon name="square" size={16} /> {t('recorder.stop')}
          </button>
        )}
      </div>
      {recorder.notice && (
        <p className="recorder__notice" role="alert">
          <Icon name="alert" size={16} /> {t(`studio.notice.${recorder.notice}`)}
        </p>
      )}
      {state === 'error' && (
        <p className="field-error" role="alert">
          {t('recorder.micError')}
        </p>
      )}
      {live && (
        <p className="recorder__warning">
          <Icon name="alert" size={16} /> {t('studio.stayHere')} {wakeLock ? t('studio.screenOn') : ''}
        </p>
      )}
      <p className="field-hint">
        {t('recorder.safety')}{' '}
        {t('studio.preset', {
          format: t(`studio.format.${recorder.format.id}`),
          max: limit,
        })}
      </p>
    </div>
  );
}
