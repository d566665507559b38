import type { PresetName } from 'src/theme/presets';

export type ThemeMode = 'light' | 'dark';
export type ThemeDirection = 'ltr' | 'rtl';
export type ThemeLayout = 'vertical' | 'mini' | 'horizontal';

/** The display settings kept in localStorage under 'settings' (spec §3). */
export interface Settings {
  themeMode: ThemeMode;
  themeDirection: ThemeDirection;
  themeLayout: ThemeLayout;
  themeColorPresets: PresetName;
  themeStretch: boolean;
  /** Shape version of the stored object: a stored object of another version is dropped. */
  version: string;
}

export type SettingName = Exclude<keyof Settings, 'version'>;

export interface SettingsContextValue extends Settings {
  onUpdate: <K extends SettingName>(name: K, value: Settings[K]) => void;
  /** Same as onUpdate; both names are in use in templates this app derives from. */
  onUpdateField: <K extends SettingName>(name: K, value: Settings[K]) => void;
  /** True only when the settings differ from the module's defaults. */
  canReset: boolean;
  onReset: () => void;
  /** The settings drawer. */
  open: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onClose: () => void;
}
