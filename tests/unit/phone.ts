/**
 * The window's width for MUI's `breakpoints.down(…)` queries (max-width), which jsdom cannot
 * answer (no matchMedia): a phone matches them, a desktop matches no query. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubWidth(phone: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** A phone-wide window (see stubWidth). */
export const asPhone = (): void => stubWidth(true);
