export { SettingsDrawer } from './settings-drawer';
export { SettingsButton } from './settings-button';
