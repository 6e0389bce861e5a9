import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { usePlayer } from '@/components/audio-player/player-context';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toast/toaster';
import { useFocusMemory } from '@/lib/focus-memory';
import { useForgetOtherMembers } from '@/lib/offline/use-forget-other-members';
import { paths } from '@/lib/paths';
import { AccessibilityTools } from '@/features/accessibility/components/accessibility-tools';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { OfflineNotice } from './offline-notice';
import { SkipLinks } from './skip-links';

// Only members who have not confirmed their address download it.
const VerifyEmailBanner = lazy(() => import('@/features/auth/components/verify-email-banner'));
// The player's engine (the app's one audio element, which stays while the member moves between
// screens), for signed-in members only: visitors never download it. Signing out unmounts it, so
// the next person at this device hears nothing of the last.
const PlayerEngine = lazy(() => import('@/components/audio-player/player-engine'));
// Downloaded when something is first loaded into the player.
const PlayerDock = lazy(() => import('@/components/player-dock/player-dock'));
// Only suspended members download it.
const SuspensionBanner = lazy(() => import('@/features/auth/components/suspension-banner'));

export function AppLayout() {
  const main = useFocusMemory();
  // A session ended elsewhere, or an account deleted, leaves no downloads or lists here (decision 0047).
  useForgetOtherMembers();
  const [dockHeight, setDockHeight] = useState(0);
  return (
    <div
      // The page ends above the dock (whose last row keeps room for the accessibility button);
      // the footer keeps the button's own room below its last line (footer.tsx).
      style={{ paddingBottom: dockHeight }}
      className="flex min-h-screen flex-col bg-slate-50 text-slate-900 print:min-h-0 print:bg-white print:!pb-0"
    >
      <SkipLinks />
      {/* Early in the tab order (right after the skip links), though it floats bottom right. */}
      <AccessibilityTools />
      <NavBar />
      <OfflineNotice />
      <UnconfirmedEmail />
      <Suspended />
      {/* At least a screen tall, so the footer starts below the fold: otherwise it shows under
          the loading spinner and jumps away when the page arrives (a layout shift of 0.087). */}
      {/* On a wide screen the content keeps a gutter on the right, the accessibility button's own
          column, so nothing lies under it even at rest (lg:pr-24; the footer keeps the same). */}
      <main ref={main} id="main-content" tabIndex={-1} className="min-h-screen flex-1 outline-none lg:pr-24 print:min-h-0 print:pr-0">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Engine />
      <Dock onHeight={setDockHeight} />
      <Toaster dockHeight={dockHeight} />
    </div>
  );
}

/** Base scroll padding (styles/index.css) keeps focus clear of the accessibility button. */
const BASE_SCROLL_PADDING = 104;

/**
 * The docked player, for a signed-in member while something is loaded. The page gets its height
 * as bottom padding, and the scroll padding grows with it, so neither the last of the content nor
 * a focused control ever sits under it.
 */
function Dock({ onHeight }: { onHeight: (height: number) => void }) {
  const { user } = useCurrentUser();
  const { item } = usePlayer();
  const [height, setHeight] = useState(0);

  useEffect(() => {
    onHeight(height);
    const root = document.documentElement;
    root.style.scrollPaddingBlockEnd = height > 0 ? `${BASE_SCROLL_PADDING + height}px` : '';
  }, [height, onHeight]);

  if (!user || !item) return null;
  return (
    <Suspense fallback={null}>
      <PlayerDock onHeight={setHeight} />
    </Suspense>
  );
}

/**
 * Its own component and its own boundary: nothing that reads the player renders it again (each
 * of its renders publishes a new state), and the dock's first download never hides it.
 */
function Engine() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <PlayerEngine />
    </Suspense>
  );
}

/**
 * "Confirm your email address" on every screen of a signed-in member who has not, except the
 * page the link opens: that page has its own button, and two offers there would be one too many.
 */
function UnconfirmedEmail() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  if (!user || user.emailVerified || pathname === paths.verifyEmail) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner email={user.email} />
    </Suspense>
  );
}

/** The reason and end of a suspension in force, on every screen (decision 0020). */
function Suspended() {
  const { user } = useCurrentUser();
  if (!user?.suspension) return null;
  return (
    <Suspense fallback={null}>
      <SuspensionBanner suspension={user.suspension} />
    </Suspense>
  );
}
