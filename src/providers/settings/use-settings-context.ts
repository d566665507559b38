import { useContext } from 'react';
import { SettingsContext } from './settings-context';
import type { SettingsContextValue } from './settings-types';

export function useSettingsContext(): SettingsContextValue {
  const context = useContext(SettingsContext);
  // Exact wording required by spec §8.
  if (!context) throw new Error('useSettingsContext must be use inside SettingsProvider');
  return context;
}
