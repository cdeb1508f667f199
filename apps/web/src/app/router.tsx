import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, useParams, type RouteObject } from 'react-router';
import { ROUTES, shellChild, tokenPath } from '../shared/routes.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RouteError, TopLevelRouteError } from './RouteError.tsx';
import { ServerTokenHeader } from '../shared/ui/index.ts';

/**
 * Every route of the spec's route table. Pages are split per feature and loaded on demand, so
 * the landing route ships only React, the router and the landing page itself: the shell (Redux,
 * wallet discovery, Radix, toasts) loads with the first /solana page.
 *
 * The shell and its pages are the router's lazy routes, not React.lazy elements: on a first visit
 * the router fetches the shell and the page's chunk at once, where rendering the shell before
 * asking for the page made the page (the trading page's first paint among them) wait a round
 * trip more.
 */

type PageModule = Record<string, unknown>;
/**
 * A lazy route of a page; features expose named pages from their index.ts, or from pages.ts when
 * other features use their hooks or parts (the page chunk then stays out of those features'
 * loads). Code that fails to
 * load (a deploy replaced it, the network dropped) becomes a page that throws it: the router
 * leaves the outlet empty when a lazy route without a loader rejects, while a thrown render
 * reaches the route's error boundary, which says so and offers a way back.
 */
function page<M extends PageModule>(load: () => Promise<M>, name: keyof M & string) {
  return async () => {
    try {
      return { Component: (await load())[name] as ComponentType };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

const LandingPage = lazy(() => import('../features/landing/index.ts'));

const shellLayout = async () => ({ Component: (await import('./layout/ShellLayout.tsx')).default });

const dashboard = () => import('../features/dashboard/index.ts');
const walletManager = () => import('../features/wallet-manager/pages.ts');
const distribution = () => import('../features/distribution/index.ts');
const vesting = () => import('../features/vesting/pages.ts');
const tokens = () => import('../features/tokens/pages.ts');
const liquidity = () => import('../features/liquidity/pages.ts');
const swap = () => import('../features/swap/pages.ts');
const burn = () => import('../features/burn/pages.ts');
const bots = () => import('../features/bots/pages.ts');
const tokenPages = () => import('../features/token-page/index.ts');

const dashboardRoute = page(dashboard, 'DashboardPage');
const walletManagerRoute = page(walletManager, 'WalletManagerPage');
const distributionRoute = page(distribution, 'DistributionPage');
const vestingRoute = page(vesting, 'VestingPage');
const createTokenRoute = page(tokens, 'CreateTokenRoute');
const updateMetadataRoute = page(tokens, 'UpdateMetadataPage');
const revokeAuthoritiesRoute = page(tokens, 'RevokeAuthoritiesPage');
const revokeMintRoute = page(tokens, 'RevokeMintPage');
const revokeFreezeRoute = page(tokens, 'RevokeFreezePage');
const makeImmutableRoute = page(tokens, 'MakeImmutablePage');
const createPoolRoute = page(liquidity, 'CreatePoolPage');
const manageLiquidityRoute = page(liquidity, 'ManageLiquidityPage');
const swapRoute = page(swap, 'SwapPage');
const burnRoute = page(burn, 'BurnPage');
const makingBotsRoute = page(bots, 'MakingBotsPage');
const demoTokenRoute = page(tokenPages, 'DemoTokenPage');
const tokenRoute = page(tokenPages, 'TokenPage');

// On a token page's first load this keeps the header the server drew on screen.
const blank = (
  <div className="min-h-dvh bg-bg" aria-busy="true">
    <ServerTokenHeader />
  </div>
);

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={blank}>{children}</Suspense>;
}

/** Token pages moved under /solana: links shared before keep working. */
function LegacyTokenPage() {
  const { mint = '' } = useParams();
  return <Navigate to={tokenPath(mint)} replace />;
}

const pageError = <RouteError />;
const withinShell = (routes: RouteObject[]): RouteObject[] => routes.map((r) => ({ ...r, errorElement: pageError }));

export const router = createBrowserRouter([
  {
    path: ROUTES.landing,
    errorElement: <TopLevelRouteError />,
    element: (
      <Loading>
        <LandingPage />
      </Loading>
    ),
  },
  {
    path: ROUTES.shell,
    lazy: shellLayout,
    hydrateFallbackElement: blank,
    errorElement: <TopLevelRouteError />,
    // Each page has its own boundary, so a page that throws leaves the shell standing.
    children: withinShell([
      { index: true, element: <Navigate to={ROUTES.dashboard} replace /> },
      { path: shellChild(ROUTES.dashboard), lazy: dashboardRoute },
      { path: shellChild(ROUTES.walletManager), lazy: walletManagerRoute },
      { path: shellChild(ROUTES.tokenDistribution), lazy: distributionRoute },
      { path: shellChild(ROUTES.vesting), lazy: vestingRoute },
      { path: shellChild(ROUTES.createToken), lazy: createTokenRoute },
      { path: shellChild(ROUTES.createPool), lazy: createPoolRoute },
      { path: shellChild(ROUTES.manageLiquidity), lazy: manageLiquidityRoute },
      { path: shellChild(ROUTES.swap), lazy: swapRoute },
      { path: shellChild(ROUTES.updateMetadata), lazy: updateMetadataRoute },
      { path: shellChild(ROUTES.revokeAuthorities), lazy: revokeAuthoritiesRoute },
      { path: shellChild(ROUTES.revokeMint), lazy: revokeMintRoute },
      { path: shellChild(ROUTES.revokeFreeze), lazy: revokeFreezeRoute },
      // The spec's "Make Token Immutable" page revokes the update authority.
      { path: shellChild(ROUTES.revokeUpdate), lazy: makeImmutableRoute },
      { path: shellChild(ROUTES.burnToken), lazy: burnRoute },
      { path: shellChild(ROUTES.makingBots), lazy: makingBotsRoute },
      { path: shellChild(ROUTES.demoTokenPage), lazy: demoTokenRoute },
      { path: shellChild(ROUTES.tokenPage), lazy: tokenRoute },
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
  { path: ROUTES.legacyTokenPage, element: <LegacyTokenPage /> },
  { path: '*', element: <NotFoundPage /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
