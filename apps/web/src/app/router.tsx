import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, useParams } from 'react-router';
import { ROUTES, shellChild, tokenPath } from '../shared/routes.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/**
 * Every route of the spec's route table. Pages are split per feature and loaded on demand, so
 * the landing route ships only React, the router and the landing page itself: the shell (Redux,
 * wallet discovery, Radix, toasts) loads with the first /solana page.
 */

type PageModule = Record<string, unknown>;
/** React.lazy wants a default export; features expose named pages from their index.ts. */
function page<M extends PageModule>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LandingPage = lazy(() => import('../features/landing/index.ts'));

const ShellLayout = lazy(() => import('./layout/ShellLayout.tsx'));

const dashboard = () => import('../features/dashboard/index.ts');
const walletManager = () => import('../features/wallet-manager/index.ts');
const distribution = () => import('../features/distribution/index.ts');
const tokens = () => import('../features/tokens/index.ts');
const liquidity = () => import('../features/liquidity/index.ts');
const swap = () => import('../features/swap/index.ts');
const burn = () => import('../features/burn/index.ts');
const bots = () => import('../features/bots/index.ts');
const tokenPage = () => import('../features/token-page/index.ts');

const DashboardPage = page(dashboard, 'DashboardPage');
const WalletManagerPage = page(walletManager, 'WalletManagerPage');
const DistributionPage = page(distribution, 'DistributionPage');
const CreateTokenRoute = page(tokens, 'CreateTokenRoute');
const UpdateMetadataPage = page(tokens, 'UpdateMetadataPage');
const RevokeAuthoritiesPage = page(tokens, 'RevokeAuthoritiesPage');
const RevokeMintPage = page(tokens, 'RevokeMintPage');
const RevokeFreezePage = page(tokens, 'RevokeFreezePage');
const MakeImmutablePage = page(tokens, 'MakeImmutablePage');
const CreatePoolPage = page(liquidity, 'CreatePoolPage');
const ManageLiquidityPage = page(liquidity, 'ManageLiquidityPage');
const SwapPage = page(swap, 'SwapPage');
const BurnPage = page(burn, 'BurnPage');
const MakingBotsPage = page(bots, 'MakingBotsPage');
const DemoTokenPage = page(tokenPage, 'DemoTokenPage');
const TokenPage = page(tokenPage, 'TokenPage');

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="min-h-dvh bg-bg" aria-busy="true" />}>{children}</Suspense>;
}

/** Token pages moved under /solana: links shared before keep working. */
function LegacyTokenPage() {
  const { mint = '' } = useParams();
  return <Navigate to={tokenPath(mint)} replace />;
}

export const router = createBrowserRouter([
  {
    path: ROUTES.landing,
    element: (
      <Loading>
        <LandingPage />
      </Loading>
    ),
  },
  {
    path: ROUTES.shell,
    element: (
      <Loading>
        <ShellLayout />
      </Loading>
    ),
    children: [
      { index: true, element: <Navigate to={ROUTES.dashboard} replace /> },
      { path: shellChild(ROUTES.dashboard), element: <DashboardPage /> },
      { path: shellChild(ROUTES.walletManager), element: <WalletManagerPage /> },
      { path: shellChild(ROUTES.tokenDistribution), element: <DistributionPage /> },
      { path: shellChild(ROUTES.createToken), element: <CreateTokenRoute /> },
      { path: shellChild(ROUTES.createPool), element: <CreatePoolPage /> },
      { path: shellChild(ROUTES.manageLiquidity), element: <ManageLiquidityPage /> },
      { path: shellChild(ROUTES.swap), element: <SwapPage /> },
      { path: shellChild(ROUTES.updateMetadata), element: <UpdateMetadataPage /> },
      { path: shellChild(ROUTES.revokeAuthorities), element: <RevokeAuthoritiesPage /> },
      { path: shellChild(ROUTES.revokeMint), element: <RevokeMintPage /> },
      { path: shellChild(ROUTES.revokeFreeze), element: <RevokeFreezePage /> },
      // The spec's "Make Token Immutable" page revokes the update authority.
      { path: shellChild(ROUTES.revokeUpdate), element: <MakeImmutablePage /> },
      { path: shellChild(ROUTES.burnToken), element: <BurnPage /> },
      { path: shellChild(ROUTES.makingBots), element: <MakingBotsPage /> },
      { path: shellChild(ROUTES.demoTokenPage), element: <DemoTokenPage /> },
      { path: shellChild(ROUTES.tokenPage), element: <TokenPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: ROUTES.legacyTokenPage, element: <LegacyTokenPage /> },
  { path: '*', element: <NotFoundPage /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
