// The options and answers of lib/api-client's calls, shared with ./api-transport (which
// api-client loads lazily): kept apart so that neither module imports the other both ways.

export interface ApiRequestOptions {
  signal?: AbortSignal;
  /** The caller shows the failure itself; the error banner stays quiet. */
  silent?: boolean;
  /**
   * How long to wait for the answer (ms) before the call fails as TIMEOUT — a paused server
   * never closes the connection. A post waits SAVE_TIME_LIMIT_MS unless told (0 = no limit).
   */
  timeLimitMs?: number;
}

/** A save that has had no answer by then is said to have failed: the user can try again (issue 32). */
export const SAVE_TIME_LIMIT_MS = 30_000;
/** An upload may take long while bytes still go out; it fails after this long without progress … */
export const UPLOAD_STALL_LIMIT_MS = 30_000;
/** … or this long after the last byte without an answer (the server reads the whole file first). */
export const UPLOAD_ANSWER_LIMIT_MS = 120_000;

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
