import { useEffect } from 'react';
import { Link } from 'react-router';
import { TEXTS } from '@toolkit/shared';
import { ROUTES } from '../shared/routes.ts';

export function NotFoundPage() {
  useEffect(() => {
    document.title = `${TEXTS.transactionNotFound} · Token Toolkit`;
  }, []);
  return (
    <main className="mx-auto flex min-h-[70dvh] max-w-lg flex-col items-center justify-center gap-6 px-6 text-center">
      <p className="font-mono text-sm text-muted tabular">404</p>
      <h1 className="text-3xl font-semibold tracking-tight">{TEXTS.transactionNotFound}</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to={ROUTES.landing} className="rounded-xl bg-accent px-5 py-2.5 font-semibold text-accent-fg hover:bg-accent-strong">
        Back to home
      </Link>
    </main>
  );
}
