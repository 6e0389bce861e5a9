import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The length of an audio file in whole seconds, read from its metadata only (preload
 * "metadata": the browser fetches the header, not the whole file). Rejects when the file
 * cannot be read or reports no finite length (some streams say Infinity).
 */
export function readAudioDuration(
  url: string,
  { signal, createAudio = () => new Audio() }: { signal?: AbortSignal; createAudio?: () => HTMLAudioElement } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const audio = createAudio();
    const finish = () => {
      audio.removeEventListener('loadedmetadata', onLoaded);
      audio.removeEventListener('error', onError);
      signal?.removeEventListener('abort', onAbort);
      // Stop the browser fetching any more of the file.
      audio.removeAttribute('src');
      audio.load();
    };
    const onLoaded = () => {
      const seconds = audio.duration;
      finish();
      if (Number.isFinite(seconds) && seconds > 0) resolve(Math.max(1, Math.round(seconds)));
      else reject(new Error('The audio file does not say how long it is'));
    };
    const onError = () => {
      finish();
      reject(new Error('The audio file could not be read'));
    };
    const onAbort = () => {
      finish();
      reject(new DOMException('Reading the duration was cancelled', 'AbortError'));
    };
    if (signal?.aborted) return reject(new DOMException('Reading the duration was cancelled', 'AbortError'));
    audio.addEventListener('loadedmetadata', onLoaded);
    audio.addEventListener('error', onError);
    signal?.addEventListener('abort', onAbort);
    audio.preload = 'metadata';
    audio.src = url;
  });
}

type DurationRead = { state: 'idle' } | { state: 'reading' } | { state: 'done'; seconds: number } | { state: 'failed' };

/**
 * Reads the duration of each audio file the editor picks and hands it to `onDuration`. Only
 * the latest pick counts: picking another file (or closing the dialog) cancels the one before.
 */
export function useAudioDuration(onDuration: (seconds: number) => void, createAudio?: () => HTMLAudioElement) {
  const [read, setRead] = useState<DurationRead>({ state: 'idle' });
  const current = useRef<AbortController | null>(null);
  const callback = useRef(onDuration);
  useEffect(() => {
    callback.current = onDuration;
  });
  useEffect(() => () => current.current?.abort(), []);

  const readFrom = useCallback(
    (url: string | null) => {
      current.current?.abort();
      current.current = null;
      if (!url) return setRead({ state: 'idle' });
      const controller = new AbortController();
      current.current = controller;
      setRead({ state: 'reading' });
      readAudioDuration(url, { signal: controller.signal, createAudio }).then(
        (seconds) => {
          if (controller.signal.aborted) return;
          setRead({ state: 'done', seconds });
          callback.current(seconds);
        },
        () => {
          if (!controller.signal.aborted) setRead({ state: 'failed' });
        },
      );
    },
    [createAudio],
  );

  return { read, readFrom };
}
