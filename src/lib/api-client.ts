import type { SearchBody, SearchRequest } from 'contract/envelope';
import type { BodyOf, Controller, DataOf, RowOf } from 'contract/schema-kit';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { emitApiFailure } from './api-events';
import type * as ApiTransport from './api-transport';
import type { ApiRequestOptions, DownloadedFile, DownloadOptions, UploadOptions } from './api-request';

// The single HTTP door of the web app (architecture: "All HTTP goes through lib/api-client").
// Every call goes through ./api-transport (one axios instance: the headers of api-contract
// §Transport, the failure rule of spec §8 applied once, every failure an ApiError told to
// onApiFailure listeners, 401/403 handled by navigation). That module — axios with it, ~14 KB
// gzip — is loaded with the first call, not with the screen: a page may import these functions
// statically and still keep axios out of its first load; a page that calls the API on its
// first screen downloads it right after its own code (scripts/bench-size.mjs counts it).
// lib/ imports no UI: navigation and the banner plug in through ./api-events.

// Re-exported so callers may keep importing them from here.
export { currentAppPath, FORBIDDEN_PATH, LOGIN_PATH, onApiFailure, setAuthNavigation } from './api-events';
export type { ApiFailureListener, AuthNavigation } from './api-events';
export { fileNameOf } from './api-request';
export type { ApiRequestOptions, DownloadedFile, DownloadOptions, UploadOptions } from './api-request';

type Transport = typeof ApiTransport;
let transport: Promise<Transport> | undefined;

/**
 * The axios transport, loaded once. If its chunk cannot be loaded (offline, server down), the
 * call fails like an unanswered request — an ApiError with code NETWORK, told to the banner —
 * and the next call tries again.
 */
function loadTransport(options: ApiRequestOptions | undefined): Promise<Transport> {
  transport ??= import('./api-transport')
    .then((module: Transport | undefined) => {
      // Vite's chunk loader resolves with nothing when a `vite:preloadError` listener took the
      // failure over (src/app/preload-error-recovery reloads the page).
      if (module === undefined) throw new Error('The API client could not be loaded');
      return module;
    })
    .catch((cause: unknown) => {
      transport = undefined;
      throw cause;
    });
  return transport.catch((cause: unknown) => {
    const error = new ApiError({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      message: 'Network Error',
      cause,
    });
    if (options?.silent !== true) emitApiFailure(error);
    throw error;
  });
}

/**
 * Starts loading the API client ahead of the first call, e.g. when the user starts filling in
 * a form whose screen has made no call yet, so that submitting does not wait for it.
 */
export function preloadApiClient(): void {
  loadTransport({ silent: true }).catch(() => undefined);
}

/** POST; resolves with the envelope's inner `data`. */
export async function apiPost<T>(path: string, body: unknown = {}, options?: ApiRequestOptions): Promise<T> {
  return (await loadTransport(options)).post<T>(path, body, options);
}

/** GET; resolves with the envelope's inner `data`. */
export async function apiGet<T>(path: string, options?: ApiRequestOptions): Promise<T> {
  return (await loadTransport(options)).get<T>(path, options);
}

/** POST a search; resolves with the whole body (status, data rows, paging), as spec §7 keeps it. */
export async function apiSearch<T>(
  path: string,
  body: SearchRequest & object,
  options?: ApiRequestOptions,
): Promise<SearchBody<T>> {
  return (await loadTransport(options)).search<T>(path, body, options);
}

/** The names of a controller's POST calls: those with a JSON body (GETs read a query or a path). */
type PostCall<Calls> = { [K in keyof Calls]: Calls[K] extends { body: object } ? K : never }[keyof Calls] &
  string;

/**
 * The typed client of one controller of the contract's route table: `post('getCustomerByCode')`
 * is the function that POSTs to that call's path, with the body its schema reads, and resolves
 * with its answer's data; `search(name)` resolves with the whole search body. Neither the path
 * nor the types are written again beside the call.
 */
export function callsOf<Calls>(controller: Controller<Calls>) {
  const path = (call: string) => `${controller.prefix}/${call}`;
  return {
    post:
      <K extends PostCall<Calls>>(call: K) =>
      (body: BodyOf<Calls[K]>, options?: ApiRequestOptions) =>
        apiPost<DataOf<Calls[K]>>(path(call), body, options),
    search:
      <K extends PostCall<Calls>>(call: K) =>
      (body: BodyOf<Calls[K]> & SearchRequest, options?: ApiRequestOptions) =>
        apiSearch<RowOf<Calls[K]>>(path(call), body, options),
  };
}

/** multipart/form-data POST (the browser sets the boundary); resolves with inner `data`. */
export async function apiUpload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T> {
  return (await loadTransport(options)).upload<T>(path, form, options);
}

/** A file answer (PDF, xlsx, zip). Failures still arrive as ApiError. */
export async function apiDownload(path: string, options?: DownloadOptions): Promise<DownloadedFile> {
  return (await loadTransport(options)).download(path, options);
}
