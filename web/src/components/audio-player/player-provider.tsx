import type { ReactNode } from 'react';
import PlayerEngine from './player-engine';

/**
 * The engine beside some content, loaded eagerly: for tests, which render a player view and its
 * engine together. The app mounts the engine lazily in its layout instead (app-layout.tsx).
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <PlayerEngine />
    </>
  );
}
