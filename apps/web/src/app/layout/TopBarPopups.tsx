/** The top bar's Slippage and Settings popups: forms and Radix panels, loaded apart so the page paints without them. */
export { SlippagePopup } from '../../features/settings/index.ts';
export { SettingsPopup } from './SettingsPopup.tsx';
