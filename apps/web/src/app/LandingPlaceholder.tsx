import { Link } from 'react-router';

/** Stands in for features/landing until that module lands; deleted afterwards. */
export default function LandingPlaceholder() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <h1 className="text-4xl font-semibold">Token Toolkit</h1>
      <Link to="/solana/create-solana-token" className="rounded-xl bg-accent px-5 py-2.5 font-semibold text-accent-fg">
        Launch App
      </Link>
    </main>
  );
}
