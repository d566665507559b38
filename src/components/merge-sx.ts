import type { SxProps, Theme } from '@mui/material/styles';

/** Base styles first, then the caller's `sx` (an object, a function or an array of them). */
export function mergeSx(...parts: (SxProps<Theme> | undefined)[]): SxProps<Theme> {
  const merged: unknown[] = [];
  for (const part of parts) {
    if (part === undefined) continue;
    if (Array.isArray(part)) merged.push(...(part as readonly unknown[]));
    else merged.push(part);
  }
  return merged as SxProps<Theme>;
}
