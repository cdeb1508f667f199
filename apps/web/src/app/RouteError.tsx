/**
 * What a route shows when its page throws while rendering or its code fails to load. Inside the
 * /solana shell it replaces only the page, so the sidebar and top bar stay and one broken page
 * (say, a token whose metadata document has an unexpected shape) never blanks the whole app.
 */
import { Link, useRouteError } from 'react-router';
import { TEXTS } from '@toolkit/shared';
import { ROUTES } from '../shared/routes.ts';
import { Button } from '../shared/ui/index.ts';

const detailOf = (error: unknown): string => (error instanceof Error ? error.message : typeof error === 'string' ? error : '');

export function RouteError({ backTo = ROUTES.dashboard, backLabel = TEXTS.routeErrorBack }: { backTo?: string; backLabel?: string }) {
  const detail = detailOf(useRouteError());
  return (
    <div role="alert" className="mx-auto mt-8 flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-line bg-surface p-8 text-center">
      <h1 className="text-xl font-semibold">{TEXTS.routeErrorTitle}</h1>
      <p className="text-sm text-muted">{TEXTS.routeErrorBody}</p>
      {detail && <p className="max-w-full break-words font-mono text-xs text-muted">{detail}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        {/* A reload fetches the page's code again: what a failed chunk load after a deploy needs. */}
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {TEXTS.routeErrorRetry}
        </Button>
        <Link to={backTo} className="rounded-xl bg-accent px-5 py-2.5 text-sm font-semibold text-accent-fg hover:bg-accent-strong">
          {backLabel}
        </Link>
      </div>
    </div>
  );
}

/** For routes outside the shell (the landing page, the shell itself): back to the landing page. */
export function TopLevelRouteError() {
  return (
    <main className="min-h-dvh bg-bg px-6 py-16">
      <RouteError backTo={ROUTES.landing} backLabel={TEXTS.routeErrorHome} />
    </main>
  );
}
