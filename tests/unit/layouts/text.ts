/** Matches an accessible name that starts with `text` (external links end with a new-tab hint). */
export function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
