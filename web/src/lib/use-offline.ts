import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has no connection, kept current by its online and offline events. */
export const useOffline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
