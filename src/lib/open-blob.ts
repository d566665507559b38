// Opening a file the API answered (a PDF) in a new browser tab. The file calls need the session,
// so a plain link cannot show them: the bytes are fetched first, then shown from a blob URL.

/** How long the new tab has to read the blob URL before it is freed. */
const OPEN_URL_LIFETIME_MS = 60_000;

export const PDF_TYPE = 'application/pdf';

/** The same bytes typed as a PDF, so that a browser tab shows them instead of saving them. */
export function asPdfBlob(blob: Blob): Blob {
  return blob.type === PDF_TYPE ? blob : new Blob([blob], { type: PDF_TYPE });
}

/**
 * Shows `blob` in a new tab (no opener: the tab cannot reach this page). False when the browser
 * blocked the tab — the caller says so and offers another way.
 */
export function openBlobInNewTab(blob: Blob): boolean {
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  if (!tab) {
    URL.revokeObjectURL(url);
    return false;
  }
  tab.opener = null;
  setTimeout(() => URL.revokeObjectURL(url), OPEN_URL_LIFETIME_MS);
  return true;
}
