/** Absolute http(s) URLs leave the app (new tab); everything else is a route inside it. */
export function isExternalLink(path: string): boolean {
  return /^https?:\/\//i.test(path);
}
