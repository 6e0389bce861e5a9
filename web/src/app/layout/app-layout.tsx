import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toast/toaster';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { SkipLinks } from './skip-links';

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 print:min-h-0 print:bg-white">
      <SkipLinks />
      <NavBar />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
