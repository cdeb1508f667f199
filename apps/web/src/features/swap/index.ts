export { SwapPage } from './SwapPage.tsx';
// The swap pieces the token trading page builds its Buy / Sell box from.
export { SwapDetails } from './SwapDetails.tsx';
export { SwapPanel } from './SwapPanel.tsx';
export { SwapSuccess } from './SwapSuccess.tsx';
export { useBuildSwap } from './api.ts';
export { useSwapQuote } from './use-swap-quote.ts';
