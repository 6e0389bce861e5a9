import { useEffect, useRef, useState } from 'react';

type Info = { title: string; subtitle?: string; artworkUrl?: string | null; playing: boolean; active?: boolean };
type Handlers = { play: () => void; pause: () => void; skip: (delta: number) => void; seekTo: (seconds: number) => void };

// The page has one media session. Today only the app's one player (PlayerProvider) uses it, with
// `active` while something is loaded; the session still belongs to whichever caller claimed it
// last, so a second caller unmounting could never wipe out the controls of what is playing.
let owner: symbol | null = null;

const ACTIONS: MediaSessionAction[] = ['play', 'pause', 'seekbackward', 'seekforward', 'seekto'];

function setHandler(session: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Browsers throw for actions they do not support; the other controls still work.
  }
}

/**
 * Lock-screen, headphone and keyboard media keys, so a listener can pause or skip without finding
 * the page. A player claims the session when it mounts with no other owner, and always when it
 * starts playing.
 */
export function useMediaSession(
  { title, subtitle, artworkUrl, playing, active = true }: Info,
  handlers: Handlers,
  skipSeconds: { back: number; forward: number },
) {
  const { back, forward } = skipSeconds;
  const [id] = useState(() => Symbol('audio-player'));
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const session = typeof navigator === 'undefined' ? undefined : navigator.mediaSession;
    if (!session || !active || (owner !== null && owner !== id && !playing)) return;
    owner = id;
    if (typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({ title, artist: subtitle ?? '', artwork: artworkUrl ? [{ src: artworkUrl }] : [] });
    }
    session.playbackState = playing ? 'playing' : 'paused';
    setHandler(session, 'play', () => handlersRef.current.play());
    setHandler(session, 'pause', () => handlersRef.current.pause());
    setHandler(session, 'seekbackward', (details) => handlersRef.current.skip(-(details.seekOffset ?? back)));
    setHandler(session, 'seekforward', (details) => handlersRef.current.skip(details.seekOffset ?? forward));
    setHandler(session, 'seekto', (details) => {
      if (typeof details.seekTime === 'number') handlersRef.current.seekTo(details.seekTime);
    });
    return () => {
      if (owner !== id) return;
      owner = null;
      for (const action of ACTIONS) setHandler(session, action, null);
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [id, title, subtitle, artworkUrl, playing, active, back, forward]);
}
