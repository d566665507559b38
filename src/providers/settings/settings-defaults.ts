import type { AppModule } from 'src/config/env';
import { STORAGE_KEYS } from 'src/config/constants';
import { getJson } from 'src/lib/storage';
import { PRESET_NAMES, type PresetName } from 'src/theme/presets';
import type { Settings, ThemeDirection, ThemeLayout, ThemeMode } from './settings-types';

/** Bump when the stored shape changes: older stored settings are then dropped for defaults. */
export const SETTINGS_VERSION = '1';

/** Spec §2: the admin app mounts light, ltr, vertical, red, not stretched; the others green. */
export function defaultSettingsFor(module: AppModule): Settings {
  return {
    themeMode: 'light',
    themeDirection: 'ltr',
    themeLayout: 'vertical',
    themeColorPresets: module === 'admin' ? 'red' : 'default',
    themeStretch: false,
    version: SETTINGS_VERSION,
  };
}

const MODES: readonly ThemeMode[] = ['light', 'dark'];
const DIRECTIONS: readonly ThemeDirection[] = ['ltr', 'rtl'];
const LAYOUTS: readonly ThemeLayout[] = ['vertical', 'mini', 'horizontal'];

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * Stored settings merged over the defaults. Missing or invalid fields keep their default; a
 * stored object of another version, or unreadable JSON (logged by storage), gives the defaults.
 */
export function readStoredSettings(defaults: Settings): Settings {
  const stored = getJson(STORAGE_KEYS.settings);
  if (stored === null) return defaults;
  if (typeof stored !== 'object' || Array.isArray(stored)) {
    console.error(`settings: "${STORAGE_KEYS.settings}" is not an object; using defaults`);
    return defaults;
  }
  const value = stored as Partial<Record<keyof Settings, unknown>>;
  if (value.version !== defaults.version) return defaults;
  return {
    themeMode: oneOf(MODES, value.themeMode, defaults.themeMode),
    themeDirection: oneOf(DIRECTIONS, value.themeDirection, defaults.themeDirection),
    themeLayout: oneOf(LAYOUTS, value.themeLayout, defaults.themeLayout),
    themeColorPresets: oneOf<PresetName>(PRESET_NAMES, value.themeColorPresets, defaults.themeColorPresets),
    themeStretch: typeof value.themeStretch === 'boolean' ? value.themeStretch : defaults.themeStretch,
    version: defaults.version,
  };
}

/** Direction follows the language, so it does not count as a user change. */
export function differsFromDefaults(settings: Settings, defaults: Settings): boolean {
  return (
    settings.themeMode !== defaults.themeMode ||
    settings.themeLayout !== defaults.themeLayout ||
    settings.themeColorPresets !== defaults.themeColorPresets ||
    settings.themeStretch !== defaults.themeStretch
  );
}
