/**
 * Registers the service worker (web/src/sw.ts, built to /sw.js) once the page has loaded, so
 * installing it never competes with the first screen. Production builds only: the dev server
 * serves modules that change under one address.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('Could not register the service worker', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
