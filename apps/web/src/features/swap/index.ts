export { SwapPage } from './SwapPage.tsx';
// The shared swap action and panel the token trading page builds its Buy / Sell box from.
export { useSwap, type SwapState } from './use-swap.tsx';
export { SwapPanel, type SwapPanelLabels } from './SwapPanel.tsx';
