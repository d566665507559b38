import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { ClientModule, SearchBody, SearchRequest } from 'contract/envelope';
import { env, type AppModule } from 'src/config/env';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { envelopeStatus, isAcceptedStatus, VALIDATION_CODE } from './api-failure-rule';
import {
  authNavigation,
  currentAppPath,
  emitApiAnsweredAgain,
  emitApiFailure,
  LOGIN_PATH,
} from './api-events';
import { currentLanguage } from './i18n';
import { isSaveUnderWay } from './saves-under-way';
import { clearSession, getSession } from './session';
import {
  fileNameOf,
  SAVE_TIME_LIMIT_MS,
  UPLOAD_ANSWER_LIMIT_MS,
  UPLOAD_STALL_LIMIT_MS,
  type ApiRequestOptions,
  type DownloadOptions,
  type DownloadedFile,
  type UploadOptions,
} from './api-request';

// The axios side of lib/api-client (architecture: "All HTTP goes through lib/api-client"),
// loaded with the first API call: it adds the headers of api-contract §Transport, applies the
// failure rule of spec §8 once, turns every failure into an ApiError, tells subscribers (the
// error banner) about it, and handles 401/403 by navigation. Import lib/api-client, not this:
// only there is axios (~14 KB gzip) kept out of the first load of every screen.

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not report this call's failure to onApiFailure listeners (the caller shows it). */
    silent?: boolean;
  }
}

const CLIENT_MODULE_HEADER: Record<AppModule, ClientModule | null> = {
  admin: 'ADMIN',
  customer: 'CUSTOMER',
  public: null,
};

export const apiClient = axios.create({
  baseURL: env.apiUrl,
  // Spec §9: no default timeout — uploads and report generation can take long. Posts (saves)
  // get their own limit (post), uploads one that waits while bytes go out (upload).
  timeout: 0,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  validateStatus: isAcceptedStatus,
});

apiClient.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', currentLanguage());
  const clientModule = CLIENT_MODULE_HEADER[env.module];
  if (clientModule !== null) config.headers.set('X-Client-Module', clientModule);
  const session = getSession();
  if (session !== null) config.headers.set('Authorization', `Bearer ${session.accessToken}`);
  return config;
});

/** A call got no answer since the last answered one: the next answer says the server is back. */
let unanswered = false;

apiClient.interceptors.response.use(
  (response) => {
    if (unanswered) {
      unanswered = false;
      emitApiAnsweredAgain();
    }
    const body = readBody(response);
    // HTTP 200 (or 499) can still carry a failure: envelope status code '102'.
    if (envelopeStatus(body)?.code === VALIDATION_CODE) {
      throw reportFailure(errorFromResponse(response.status, body), response.config);
    }
    return response;
  },
  (error: unknown) => {
    const config = axios.isAxiosError(error) ? error.config : undefined;
    throw reportFailure(toApiError(error), config);
  },
);

// ---------------------------------------------------------------- failures → ApiError

/**
 * The parsed body. Downloads ask for an ArrayBuffer; their failures then arrive as a JSON
 * buffer and are decoded here (a file body is left alone: it is no envelope).
 */
function readBody(response: Pick<AxiosResponse<unknown>, 'data' | 'headers'>): unknown {
  const { data } = response;
  if (!(data instanceof ArrayBuffer)) return data;
  const contentType = String(response.headers['content-type'] ?? '');
  if (!contentType.includes('json')) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(data)) as unknown;
  } catch {
    return undefined;
  }
}

function errorFromResponse(status: number, body: unknown, cause?: unknown): ApiError {
  const envelope = envelopeStatus(body);
  return new ApiError({
    status,
    code: envelope?.code || String(status),
    message: envelope?.message || `HTTP ${status}`,
    details: envelope?.details ?? [],
    requestId: envelope?.requestId,
    cause,
  });
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) {
    return new ApiError({
      status: 0,
      code: CLIENT_ERROR_CODES.canceled,
      message: 'Request canceled',
      cause: error,
    });
  }
  if (axios.isAxiosError(error) && error.response) {
    return errorFromResponse(error.response.status, readBody(error.response), error);
  }
  const message = error instanceof Error && error.message ? error.message : 'Network Error';
  return new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message, cause: error });
}

function timeoutError(cause: unknown): ApiError {
  return new ApiError({ status: 0, code: CLIENT_ERROR_CODES.timeout, message: 'No answer in time', cause });
}

// ---------------------------------------------------------------- 401 / 403 and subscribers

function reportFailure(error: ApiError, config: AxiosRequestConfig | undefined): ApiError {
  if (error.isCanceled) return error;
  if (error.isUnanswered) unanswered = true;
  const hasLogin = env.module !== 'public';
  // 401 with code '102' is "wrong credentials" on the login form: that one is shown, not redirected.
  if (hasLogin && error.status === 401 && error.code !== VALIDATION_CODE) {
    clearSession();
    const path = currentAppPath();
    if (!path.startsWith(LOGIN_PATH)) authNavigation().toLogin(path);
    return error;
  }
  // A refused save stays on its form (the failure is said there); a refused page is the 403 page.
  if (hasLogin && error.status === 403 && !isSaveUnderWay()) {
    authNavigation().toForbidden(error);
    return error;
  }
  if (config?.silent !== true) emitApiFailure(error);
  return error;
}

// ---------------------------------------------------------------- calls (see ./api-client)

function configOf(options: ApiRequestOptions | undefined): AxiosRequestConfig {
  return { signal: options?.signal, silent: options?.silent };
}

/**
 * A call's time limit, by our own clock (an axios `timeout` is the XHR's, which not every
 * transport honours): past it the call is aborted and fails as TIMEOUT. `wait` starts the
 * clock again — an upload that still sends bytes is not cut short. 0 = no limit. The caller's
 * own signal still cancels (as CANCELED).
 */
class TimeLimit {
  readonly #controller = new AbortController();
  #timer: ReturnType<typeof setTimeout> | undefined;
  expired = false;

  constructor(outer: AbortSignal | undefined, ms: number) {
    if (outer?.aborted) this.#controller.abort();
    outer?.addEventListener('abort', () => this.#controller.abort(), { once: true });
    this.wait(ms);
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Progress: the clock starts again, with the limit for what comes next. */
  wait(ms: number): void {
    clearTimeout(this.#timer);
    if (ms <= 0) return;
    this.#timer = setTimeout(() => {
      this.expired = true;
      this.#controller.abort();
    }, ms);
  }

  clear(): void {
    clearTimeout(this.#timer);
  }
}

/** The envelope's inner data (an HTTP 499 "client closed request" has none: undefined). */
function innerData<T>(response: AxiosResponse<unknown>): T {
  const body = response.data;
  return (typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined) as T;
}

/** Runs a call under a time limit; its expiry is reported as TIMEOUT (the banner says so). */
async function limited<R>(
  options: ApiRequestOptions | undefined,
  ms: number,
  call: (config: AxiosRequestConfig, limit: TimeLimit) => Promise<R>,
): Promise<R> {
  const limit = new TimeLimit(options?.signal, options?.timeLimitMs ?? ms);
  const config = { ...configOf(options), signal: limit.signal };
  try {
    return await call(config, limit);
  } catch (error) {
    // Aborted by the limit, not by the caller: a failure the user is told about.
    if (limit.expired) throw reportFailure(timeoutError(error), config);
    throw error;
  } finally {
    limit.clear();
  }
}

export async function post<T>(path: string, body: unknown, options?: ApiRequestOptions): Promise<T> {
  return limited(options, SAVE_TIME_LIMIT_MS, async (config) =>
    innerData<T>(await apiClient.post<unknown>(path, body, config)),
  );
}

export async function get<T>(path: string, options?: ApiRequestOptions): Promise<T> {
  return innerData<T>(await apiClient.get<unknown>(path, configOf(options)));
}

export async function search<T>(
  path: string,
  body: SearchRequest & object,
  options?: ApiRequestOptions,
): Promise<SearchBody<T>> {
  return (await apiClient.post<SearchBody<T>>(path, body, configOf(options))).data;
}

/**
 * An upload fails when no bytes went out for UPLOAD_STALL_LIMIT_MS, or no answer came
 * UPLOAD_ANSWER_LIMIT_MS after the last byte: a large file on a slow line is not cut short, a
 * paused server is.
 */
export async function upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T> {
  return limited(options, UPLOAD_STALL_LIMIT_MS, async (config, limit) => {
    const response = await apiClient.post<unknown>(path, form, {
      ...config,
      onUploadProgress: (event) => {
        const sent = event.total !== undefined && event.loaded >= event.total;
        limit.wait(sent ? UPLOAD_ANSWER_LIMIT_MS : UPLOAD_STALL_LIMIT_MS);
        if (options?.onProgress && event.total)
          options.onProgress(Math.round((event.loaded / event.total) * 100));
      },
    });
    return innerData<T>(response);
  });
}

export async function download(path: string, options?: DownloadOptions): Promise<DownloadedFile> {
  // An ArrayBuffer rather than responseType 'blob': the same bytes, and a failure's JSON can
  // be decoded synchronously by the response interceptor.
  const response = await apiClient.request<ArrayBuffer>({
    ...configOf(options),
    url: path,
    method: options?.method ?? 'GET',
    data: options?.body,
    responseType: 'arraybuffer',
  });
  const type = String(response.headers['content-type'] ?? 'application/octet-stream');
  return {
    blob: new Blob([response.data], { type }),
    fileName: fileNameOf(response.headers['content-disposition']),
  };
}
