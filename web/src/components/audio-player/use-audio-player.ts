import { useEffect, useRef, useState } from 'react';

export const SKIP_SECONDS = 10;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const usable = (seconds: number) => Number.isFinite(seconds) && seconds > 0;

/**
 * Mirrors an <audio> element into React state. Everything shown comes from the element's own
 * events, never from the click that asked for it: play() can be refused (autoplay policy,
 * a network error) and the lock screen or headphones can pause playback behind our back.
 */
export function useAudioPlayer(durationHint = 0) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(Number.NaN);
  const [volume, setVolumeState] = useState(1);
  const [rate, setRateState] = useState(1);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    const onTime = () => setCurrentTime(audio.currentTime);
    const onDuration = () => setMediaDuration(audio.duration);
    const onVolume = () => setVolumeState(audio.volume);
    const onRate = () => setRateState(audio.playbackRate);
    // Two players talking at once drown out a screen reader: starting one pauses the others.
    const onOtherPlay = (event: Event) => {
      if (event.target !== audio && event.target instanceof HTMLMediaElement) audio.pause();
    };
    const listeners: [string, EventListener][] = [
      ['play', onPlay],
      ['pause', onStop],
      ['ended', onStop],
      ['timeupdate', onTime],
      ['seeked', onTime],
      ['loadedmetadata', onDuration],
      ['durationchange', onDuration],
      ['volumechange', onVolume],
      ['ratechange', onRate],
    ];
    for (const [type, fn] of listeners) audio.addEventListener(type, fn);
    // Media events do not bubble, so only the capture phase sees other players start.
    document.addEventListener('play', onOtherPlay, true);
    return () => {
      for (const [type, fn] of listeners) audio.removeEventListener(type, fn);
      document.removeEventListener('play', onOtherPlay, true);
    };
  }, []);

  // Until the element knows (or for streams that never say), the catalogue's length stands in.
  const duration = usable(mediaDuration) ? mediaDuration : Math.max(0, durationHint);

  const play = () => {
    const audio = audioRef.current;
    if (!audio) return;
    void audio.play()?.catch((error: unknown) => {
      console.warn('Audio could not start', error);
      setPlaying(!audio.paused);
    });
  };

  const pause = () => audioRef.current?.pause();

  const seekTo = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const length = usable(audio.duration) ? audio.duration : duration;
    const target = length > 0 ? clamp(seconds, 0, length) : Math.max(0, seconds);
    audio.currentTime = target;
    // The readout moves at once rather than waiting for the seek to finish.
    setCurrentTime(target);
  };

  return {
    audioRef,
    /** A new source: nothing is known about it until its own events arrive. */
    reset: () => {
      setCurrentTime(0);
      setMediaDuration(Number.NaN);
    },
    playing,
    currentTime,
    duration,
    volume,
    rate,
    play,
    pause,
    // Decided by what the button shows, so the button always does what it says.
    toggle: () => (playing ? pause() : play()),
    seekTo,
    skip: (delta: number) => seekTo((audioRef.current?.currentTime ?? 0) + delta),
    seekToPercent: (percent: number) => seekTo((clamp(percent, 0, 100) / 100) * duration),
    setVolume: (percent: number) => {
      if (audioRef.current) audioRef.current.volume = clamp(percent, 0, 100) / 100;
    },
    setRate: (value: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      // The default rate survives a reload of the source; playbackRate alone would reset to 1.
      audio.defaultPlaybackRate = value;
      audio.playbackRate = value;
    },
  };
}
