import { useEffect } from 'react';
import './landing.css';
import { TopNav } from './components/TopNav.tsx';
import { Hero } from './components/Hero.tsx';
import { PartnerMarquee } from './components/PartnerMarquee.tsx';
import { Features } from './components/Features.tsx';
import { Guidance } from './components/Guidance.tsx';
import { Liquidity } from './components/Liquidity.tsx';
import { Roadmap } from './components/Roadmap.tsx';
import { Whitepaper } from './components/Whitepaper.tsx';
import { Faq } from './components/Faq.tsx';
import { Footer } from './components/Footer.tsx';

/** The public landing page at `/` (spec 2 "Landing page", 9 "Landing"). */
export function LandingPage() {
  useEffect(() => {
    document.title = 'Token Toolkit · No-code Solana tokens, liquidity and wallets';
  }, []);

  return (
    <div className="landing-root min-h-dvh bg-bg text-fg">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <TopNav />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero />
        <PartnerMarquee />
        <Features />
        <Guidance />
        <Liquidity />
        <Roadmap />
        <Whitepaper />
        <Faq />
      </main>
      <Footer />
    </div>
  );
}
