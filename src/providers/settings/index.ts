export { SettingsProvider } from './settings-provider';
export { useSettingsContext } from './use-settings-context';
export { defaultSettingsFor, SETTINGS_VERSION } from './settings-defaults';
export type * from './settings-types';
