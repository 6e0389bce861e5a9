import { Link } from 'react-router-dom';
import { Frame } from '@/components/ui/page';
import { paths } from '@/lib/paths';
import { useOffline } from '@/lib/use-offline';

/**
 * "You are offline", under the nav bar while the browser has no connection. The live region is
 * always in the page, so the notice is said once, politely, when it appears; it says what still
 * works (the last-seen lists, downloads) rather than only what does not, and that those lists
 * may be out of date.
 */
export function OfflineNotice() {
  const offline = useOffline();
  return (
    <div role="status">
      {offline && (
        <div className="border-b-2 border-amber-500 bg-amber-50 py-3 text-slate-950">
          <Frame>
            <p className="font-semibold">
              You are offline. Lists and pages you opened before show what they held then; others need a connection. Your{' '}
              {/* Inside the app: a full page load is one more thing that could fail offline. */}
              <Link to={paths.downloads} className="text-violet-900 underline underline-offset-4">
                downloads
              </Link>{' '}
              still play.
            </p>
          </Frame>
        </div>
      )}
    </div>
  );
}
