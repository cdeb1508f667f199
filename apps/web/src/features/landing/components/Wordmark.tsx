/**
 * Infrastructure the toolkit runs on or works with, written as plain-text wordmarks with a
 * neutral mark of our own: names, not other companies' logos (DESIGN.md 7).
 */
export const WORDMARKS = [
  'Solana',
  'Phantom',
  'Token-2022',
  'Wallet Standard',
  'Token Metadata',
  'LiteSVM',
  'Solana Kit',
  'Solscan',
  'Solana Explorer',
  'PostgreSQL',
] as const;

const MARKS = [
  'M4 7h12l3-3H7zM4 13h12l3-3H7zM4 19h12l3-3H7z',
  'M12 3l8 4.5v9L12 21l-8-4.5v-9z',
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5a4 4 0 1 1 0 8 4 4 0 0 1 0-8z',
  'M4 4h7v7H4zM13 13h7v7h-7zM13 4h7v7h-7z',
  'M12 3l2.5 6.5L21 12l-6.5 2.5L12 21l-2.5-6.5L3 12l6.5-2.5z',
];

export function Wordmark({ name, index }: { name: string; index: number }) {
  return (
    <span className="inline-flex items-center gap-2.5 whitespace-nowrap text-xl font-semibold tracking-tight text-muted/80 transition-colors hover:text-fg">
      <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true">
        <path d={MARKS[index % MARKS.length]} fill="currentColor" fillRule="evenodd" opacity="0.85" />
      </svg>
      {name}
    </span>
  );
}
