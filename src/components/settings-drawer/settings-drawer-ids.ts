export const SETTINGS_DRAWER_ID = 'settings-drawer';
export const SETTINGS_DRAWER_TITLE_ID = 'settings-drawer-title';
