// The options and answers of lib/api-client's calls, shared with ./api-transport (which
// api-client loads lazily): kept apart so that neither module imports the other both ways.

export interface ApiRequestOptions {
  signal?: AbortSignal;
  /** The caller shows the failure itself; the error banner stays quiet. */
  silent?: boolean;
}

export interface UploadOptions extends ApiRequestOptions {
  /** 0–100, when the browser knows the total size. */
  onProgress?: (percent: number) => void;
}

export interface DownloadOptions extends ApiRequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (server-made), or null when absent. */
  fileName: string | null;
}

export function fileNameOf(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}
