import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { env, type AppModule } from 'src/config/env';
import { STORAGE_KEYS } from 'src/config/constants';
import { currentLanguage, directionOf, i18n } from 'src/lib/i18n';
import { setJson } from 'src/lib/storage';
import { SettingsContext } from './settings-context';
import { defaultSettingsFor, differsFromDefaults, readStoredSettings } from './settings-defaults';
import type { SettingName, Settings, SettingsContextValue } from './settings-types';

interface SettingsProviderProps {
  children: ReactNode;
  /** Whose defaults apply; the build's module unless a test says otherwise. */
  module?: AppModule;
}

export function SettingsProvider({ children, module = env.module }: SettingsProviderProps) {
  const defaults = useMemo(() => defaultSettingsFor(module), [module]);
  const [settings, setSettings] = useState<Settings>(() => ({
    ...readStoredSettings(defaults),
    themeDirection: directionOf(i18n.language),
  }));
  const [open, setOpen] = useState(false);

  // Persist user changes; the first render only read storage and must not rewrite it.
  const loaded = useRef(false);
  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      return;
    }
    setJson(STORAGE_KEYS.settings, settings);
  }, [settings]);

  // Spec §4: stored language 'ar' → right-to-left, anything else left-to-right; the document follows.
  useEffect(() => {
    const applyLanguage = (language: string | undefined) => {
      const direction = directionOf(language);
      document.documentElement.dir = direction;
      document.documentElement.lang = currentLanguage();
      setSettings((previous) =>
        previous.themeDirection === direction ? previous : { ...previous, themeDirection: direction },
      );
    };
    applyLanguage(i18n.language);
    i18n.on('languageChanged', applyLanguage);
    return () => i18n.off('languageChanged', applyLanguage);
  }, []);

  const onUpdate = useCallback(<K extends SettingName>(name: K, value: Settings[K]) => {
    setSettings((previous) => (previous[name] === value ? previous : { ...previous, [name]: value }));
  }, []);

  const onReset = useCallback(() => {
    setSettings({ ...defaults, themeDirection: directionOf(i18n.language) });
  }, [defaults]);

  const onToggle = useCallback(() => setOpen((previous) => !previous), []);
  const onOpen = useCallback(() => setOpen(true), []);
  const onClose = useCallback(() => setOpen(false), []);

  const value = useMemo<SettingsContextValue>(
    () => ({
      ...settings,
      onUpdate,
      onUpdateField: onUpdate,
      canReset: differsFromDefaults(settings, defaults),
      onReset,
      open,
      onToggle,
      onOpen,
      onClose,
    }),
    [settings, defaults, onUpdate, onReset, open, onToggle, onOpen, onClose],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
