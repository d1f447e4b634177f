import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { SONGS } from '../data/catalog.ts';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** A music player over a sample playlist (no audio: the progress runs on a clock while "playing"). */
export function Music() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const song = SONGS[index]!;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setElapsed((e) => e + 1), 1000);
    return () => clearInterval(timer);
  }, [playing]);

  const go = (i: number) => {
    setIndex((i + SONGS.length) % SONGS.length);
    setElapsed(0);
  };
  // At the end of a song the next one starts.
  useEffect(() => {
    if (elapsed < song.seconds) return;
    setIndex((index + 1) % SONGS.length);
    setElapsed(0);
  }, [elapsed, song.seconds, index]);
  const pick = (i: number) => {
    if (i !== index) go(i);
    setPlaying(i !== index || !playing);
  };

  return (
    <div className="others-music">
      <section className="tpl-card now-playing" aria-labelledby="now-title">
        <img src={song.cover} alt="" className="now-playing__cover" />
        <div className="now-playing__body">
          <p className="muted">{t(playing ? 'tplOthers.music.playing' : 'tplOthers.music.paused')}</p>
          <h2 id="now-title">{t(`tplSamples.songs.${song.id}`)}</h2>
          <p className="muted">{song.artist}</p>
          <div className="now-playing__progress">
            <span>{clock(elapsed)}</span>
            <progress max={song.seconds} value={elapsed} aria-label={t('tplOthers.music.progress')} />
            <span>{clock(song.seconds)}</span>
          </div>
          <div className="now-playing__controls">
            <button type="button" className="tpl-icon-btn" aria-label={t('tplOthers.music.previous')} onClick={() => go(index - 1)}>
              <Icon name="skipBack" size={22} className="tpl-flip" />
            </button>
            <button type="button" className="tpl-icon-btn now-playing__play" aria-label={t(playing ? 'tplOthers.music.pause' : 'tplOthers.music.play')} onClick={() => setPlaying((p) => !p)}>
              <Icon name={playing ? 'pause' : 'play'} size={24} />
            </button>
            <button type="button" className="tpl-icon-btn" aria-label={t('tplOthers.music.next')} onClick={() => go(index + 1)}>
              <Icon name="skipForward" size={22} className="tpl-flip" />
            </button>
          </div>
        </div>
      </section>
      <section className="tpl-card others-box" aria-labelledby="playlist-title">
        <h2 id="playlist-title">{t('tplOthers.music.playlist')}</h2>
        <ol className="playlist">
          {SONGS.map((s, i) => (
            <li key={s.id}>
              <button type="button" aria-current={i === index ? 'true' : undefined} onClick={() => pick(i)}>
                <img src={s.cover} alt="" width={48} height={48} />
                <span>
                  <strong>{t(`tplSamples.songs.${s.id}`)}</strong>
                  <span className="muted">{s.artist}</span>
                </span>
                <span className="muted">{clock(s.seconds)}</span>
                <Icon name={i === index && playing ? 'pause' : 'play'} size={18} />
              </button>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
