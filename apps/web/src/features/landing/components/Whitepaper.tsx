import { FileCheck2, KeyRound, Receipt, ShieldCheck } from 'lucide-react';
import { FEE_FIGURES } from '../content/copy.ts';
import { SectionHeading } from './SectionHeading.tsx';

/** The short whitepaper: how the toolkit works and whom you trust with what. */
const PARTS = [
  {
    icon: FileCheck2,
    title: 'You approve every transaction',
    text: 'The server builds each transaction and your Phantom wallet shows it before you sign. The server only submits transactions it built itself, and submitting one twice never executes it twice.',
  },
  {
    icon: ShieldCheck,
    title: 'Token-2022 with on-chain metadata',
    text: 'Tokens use the Token-2022 program with metadata on the mint, shown by wallets and explorers. Revoking mint, freeze or update authority sets it to none, for good.',
  },
  {
    icon: KeyRound,
    title: 'Custody, stated plainly',
    text: 'Generated wallets are held by the server, encrypted at rest, and never returned by any request. Pool funds sit in the AMM program\u2019s vaults, which no one has a key to. Your own wallet\u2019s key never leaves Phantom.',
  },
  {
    icon: Receipt,
    title: 'Fees in the open',
    text: `Token creation ${FEE_FIGURES.tokenBase} plus ${FEE_FIGURES.tokenOption} per option, ${FEE_FIGURES.revoke} per revoked authority, ${FEE_FIGURES.pool} per pool, paid inside the same transaction you approve.`,
  },
];

export function Whitepaper() {
  return (
    <section id="whitepaper" aria-labelledby="whitepaper-title" className="scroll-mt-24 mx-auto max-w-7xl px-5 py-24 lg:px-8">
      <SectionHeading
        id="whitepaper-title"
        eyebrow="Whitepaper"
        title="How it works"
        intro="One code path talks to every cluster through standard Solana JSON-RPC: what you test locally is what runs on mainnet."
      />
      <div className="mt-14 grid gap-5 md:grid-cols-2">
        {PARTS.map(({ icon: Icon, title, text }) => (
          <article key={title} className="rounded-3xl border border-line bg-surface/50 p-7">
            <Icon aria-hidden="true" className="size-6 text-accent" />
            <h3 className="mt-4 text-lg font-semibold tracking-tight text-fg">{title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
