import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { TIMINGS } from '@toolkit/shared';
import { SkeletonBlock } from '../../shared/ui/index.ts';
import { FloatingShapes } from './FloatingShapes.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';
import { AppProviders } from '../providers.tsx';

/** The /solana shell: top bar, sidebar (lg and up), the routed page beside it, and toasts. */
export default function ShellLayout() {
  return (
    <AppProviders>
      <FloatingShapes />
      <TopBar />
      <div className="mx-auto flex max-w-[1600px]">
        <Sidebar />
        <main id="main" className="min-w-0 flex-1 px-4 py-8 sm:px-8 lg:px-12">
          <Suspense fallback={<SkeletonBlock label="Loading the page" lines={4} className="max-w-3xl" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {/* Below the 64 px top bar, so a toast never covers the wallet button. */}
      <Toaster
        theme="dark"
        position="top-right"
        offset={{ top: 76 }}
        mobileOffset={{ top: 72 }}
        duration={TIMINGS.toastMs}
        hotkey={['altKey', 'KeyT']}
        richColors
        closeButton
      />
      <ScrollRestoration />
    </AppProviders>
  );
}
