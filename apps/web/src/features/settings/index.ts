export { SlippagePopup } from './SlippagePopup.tsx';
export { ExplorerSelect } from './ExplorerSelect.tsx';
export { useSettings } from './use-settings.ts';
export { settingsReducer, settingsActions, selectSettings } from './settings-slice.ts';
export { saveSettings, loadAccountSettings, type SettingsDeps } from './settings-thunks.ts';
export { loadLocalSettings, saveLocalSettings, SETTINGS_KEY } from './settings-storage.ts';
export { CurrencySelect } from './CurrencySelect.tsx';
export { SolPriceNote } from './SolPriceNote.tsx';
export { useFiat, type Fiat } from './use-fiat.ts';
