// The only door to browser storage. Storage can be full, disabled (private mode, blocked
// cookies) or hold hand-edited garbage; none of that may break the app, so every failure is
// logged and answered with a neutral value instead of being thrown (spec §8).

type Area = 'local' | 'session';

function areaOf(area: Area): Storage | null {
  // The public site's server renderer has no storage: it renders the defaults.
  if (typeof window === 'undefined') return null;
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch (error) {
    console.error(`storage: ${area}Storage is not available`, error);
    return null;
  }
}

export function getString(key: string, area: Area = 'local'): string | null {
  try {
    return areaOf(area)?.getItem(key) ?? null;
  } catch (error) {
    console.error(`storage: cannot read "${key}"`, error);
    return null;
  }
}

export function setString(key: string, value: string, area: Area = 'local'): void {
  try {
    areaOf(area)?.setItem(key, value);
  } catch (error) {
    console.error(`storage: cannot write "${key}"`, error);
  }
}

export function removeItem(key: string, area: Area = 'local'): void {
  try {
    areaOf(area)?.removeItem(key);
  } catch (error) {
    console.error(`storage: cannot remove "${key}"`, error);
  }
}

/** Parsed JSON, or null when absent or unreadable (the bad value is logged, not removed). */
export function getJson(key: string, area: Area = 'local'): unknown {
  const raw = getString(key, area);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    console.error(`storage: "${key}" does not hold valid JSON`, error);
    return null;
  }
}

export function setJson(key: string, value: unknown, area: Area = 'local'): void {
  let raw: string;
  try {
    raw = JSON.stringify(value);
  } catch (error) {
    console.error(`storage: cannot serialise "${key}"`, error);
    return;
  }
  setString(key, raw, area);
}

export const storage = { getString, setString, removeItem, getJson, setJson };
