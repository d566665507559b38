/**
 * Files saved through a download link (src/lib/save-file): jsdom has no blob URLs, so the URL
 * class numbers the blobs and the link's click records its name and blob. Undone after the test.
 */
export function catchDownloads(): { name: string; blob: Blob }[] {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return `blob:${blobs.length}`;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs[Number(this.href.split(':').pop()) - 1]! });
  });
  onTestFinished(() => {
    vi.unstubAllGlobals();
    click.mockRestore();
  });
  return saved;
}
