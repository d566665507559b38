/**
 * A phone-wide window: MUI's `breakpoints.down(…)` queries (max-width) match, the others do not
 * (jsdom has no matchMedia). Undo with `vi.unstubAllGlobals()`.
 */
export function asPhone(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
