/**
 * A file opened in a new tab (src/lib/open-blob): jsdom has neither blob URLs nor tabs, so the
 * URL class makes `url` up and window.open is a spy that answers a tab. Undone after the test.
 */
export function stubNewTab(url: string) {
  const createObjectURL = vi.fn((_blob: Blob) => url);
  class BlobUrl extends URL {
    static override createObjectURL = createObjectURL;
    static override revokeObjectURL = vi.fn();
  }
  vi.stubGlobal('URL', BlobUrl);
  const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    open.mockRestore();
  });
  return { createObjectURL, open };
}
