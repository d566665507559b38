import { http, HttpResponse } from 'msw';
import { ApiError } from 'src/lib/api-error';
import { beginSave } from 'src/lib/saves-under-way';
import {
  apiDownload,
  apiGet,
  apiPost,
  apiSearch,
  currentAppPath,
  fileNameOf,
  onApiFailure,
  setAuthNavigation,
} from 'src/lib/api-client';
import { apiClient } from 'src/lib/api-transport';
import { i18n } from 'src/lib/i18n';
import { getSession, setSession } from 'src/lib/session';
import { failureBody, okBody, searchBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { captureHeaders } from './capture-headers';
import { makeSession } from './make-session';

const PATH = '/api/app/customerController/getCustomerByCode';

function answer(status: number, body: unknown) {
  server.use(http.post(PATH, () => HttpResponse.json(body as Record<string, unknown>, { status })));
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

const navigation = {
  toLogin: vi.fn<(returnTo: string) => void>(),
  toForbidden: vi.fn<(error: ApiError) => void>(),
};

beforeEach(() => {
  navigation.toLogin.mockReset();
  navigation.toForbidden.mockReset();
  setAuthNavigation(navigation);
});
afterEach(() => {
  setAuthNavigation(null);
  window.history.replaceState(null, '', '/');
});

describe('failure rule (spec §8)', () => {
  it('resolves HTTP 200 with the inner data', async () => {
    answer(200, okBody({ customerCode: 'C001' }));
    await expect(apiPost(PATH, { customerCode: 'C001' })).resolves.toEqual({ customerCode: 'C001' });
  });

  it('resolves HTTP 499 as not failed', async () => {
    answer(499, okBody({ ok: true }));
    await expect(apiPost(PATH)).resolves.toEqual({ ok: true });
  });

  it.each([400, 401, 403, 404, 500])(
    'rejects HTTP %i with an ApiError carrying that status',
    async (status) => {
      answer(status, failureBody(String(status), `failed ${status}`));
      const error = await failureOf(apiPost(PATH));
      expect(error.status).toBe(status);
      expect(error.code).toBe(String(status));
      expect(error.message).toBe(`failed ${status}`);
    },
  );

  it("rejects HTTP 200 whose envelope code is '102', with its details", async () => {
    const details = [{ key: 'email', description: 'รูปแบบอีเมลไม่ถูกต้อง' }];
    answer(200, failureBody('102', 'Validation failed', details));
    const error = await failureOf(apiPost(PATH));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ status: 200, code: '102', message: 'Validation failed', details });
    expect(error.isValidation).toBe(true);
  });

  it('turns a network failure into status 0, code NETWORK', async () => {
    server.use(http.post(PATH, () => HttpResponse.error()));
    const error = await failureOf(apiPost(PATH));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', details: [] });
    expect(error.isNetwork).toBe(true);
  });

  it('falls back to the HTTP status when the failure has no envelope', async () => {
    server.use(http.post(PATH, () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await failureOf(apiPost(PATH));
    expect(error).toMatchObject({ status: 502, code: '502', details: [] });
  });

  it('keeps the request id of a 500 so support can find the log line', async () => {
    answer(500, { status: { code: '500', message: 'Unexpected error', requestId: 'req-42' } });
    const error = await failureOf(apiPost(PATH));
    expect(error.requestId).toBe('req-42');
  });
});

describe('what each call returns', () => {
  it('apiSearch returns the whole body with paging', async () => {
    const body = searchBody([{ customerCode: 'C001' }], { totalRecords: 120 });
    server.use(http.post('/api/app/customerController/search', () => HttpResponse.json(body)));
    await expect(apiSearch('/api/app/customerController/search', { page: 1, size: 25 })).resolves.toEqual(
      body,
    );
  });

  it('apiGet returns the inner data', async () => {
    await expect(apiGet('/api/commonController/check-api')).resolves.toEqual({
      service: 'UP',
      database: 'UP',
      version: '0.0.1',
    });
  });

  it('apiDownload returns the file and its server-made name', async () => {
    server.use(
      http.get(
        '/api/app/fileController/downloadFileById/7',
        () =>
          new HttpResponse('%PDF-1.7', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="doc-7.pdf"',
            },
          }),
      ),
    );
    const file = await apiDownload('/api/app/fileController/downloadFileById/7');
    expect(file.fileName).toBe('doc-7.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('apiDownload reads the JSON failure of a file call', async () => {
    server.use(
      http.get('/api/app/fileController/downloadFileById/8', () =>
        HttpResponse.json(failureBody('404', 'Not found'), { status: 404 }),
      ),
    );
    const error = await failureOf(apiDownload('/api/app/fileController/downloadFileById/8'));
    expect(error).toMatchObject({ status: 404, code: '404', message: 'Not found' });
  });

  it('reads UTF-8 and plain file names from Content-Disposition', () => {
    expect(
      fileNameOf("attachment; filename*=UTF-8''%E0%B8%A3%E0%B8%B2%E0%B8%A2%E0%B8%87%E0%B8%B2%E0%B8%99.xlsx"),
    ).toBe('รายงาน.xlsx');
    expect(fileNameOf('attachment; filename=report.xlsx')).toBe('report.xlsx');
    expect(fileNameOf(undefined)).toBeNull();
  });
});

describe('request headers (api-contract §Transport)', () => {
  it('sends Accept-Language th by default and en after switching', async () => {
    const first = captureHeaders(PATH);
    await apiPost(PATH);
    expect(first.headers?.get('accept-language')).toBe('th');

    await i18n.changeLanguage('en');
    const second = captureHeaders(PATH);
    await apiPost(PATH);
    expect(second.headers?.get('accept-language')).toBe('en');
  });

  it('names the client module (this build: admin → ADMIN)', async () => {
    const seen = captureHeaders(PATH);
    await apiPost(PATH);
    expect(seen.headers?.get('x-client-module')).toBe('ADMIN');
  });

  it("sends the admin session's token as a bearer header, not the customer's", async () => {
    localStorage.setItem('customer-session', JSON.stringify(makeSession('customer-token')));
    const anonymous = captureHeaders(PATH);
    await apiPost(PATH);
    expect(anonymous.headers?.has('authorization')).toBe(false);

    setSession(makeSession('admin-token'));
    expect(JSON.parse(localStorage.getItem('admin-session') ?? '{}')).toMatchObject({
      accessToken: 'admin-token',
    });
    const signedIn = captureHeaders(PATH);
    await apiPost(PATH);
    expect(signedIn.headers?.get('authorization')).toBe('Bearer admin-token');
  });

  it('uses the XSRF cookie and header names of spec §9 and no timeout', async () => {
    expect(apiClient.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(apiClient.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    expect(apiClient.defaults.timeout).toBe(0);

    document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
    const seen = captureHeaders(PATH);
    await apiPost(PATH);
    expect(seen.headers?.get('x-xsrf-token')).toBe('xsrf-123');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});

describe('401 and 403', () => {
  it('401 clears the session and asks for the login page with the current path', async () => {
    setSession(makeSession('expired-token'));
    window.history.replaceState(null, '', '/customers?page=2');
    answer(401, failureBody('401', 'Token expired'));

    const error = await failureOf(apiPost(PATH));

    expect(error.status).toBe(401);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('admin-session')).toBeNull();
    expect(navigation.toLogin).toHaveBeenCalledExactlyOnceWith('/customers?page=2');
  });

  it("401 with code '102' (wrong credentials) stays on the form and is reported", async () => {
    const heard = vi.fn();
    const stop = onApiFailure(heard);
    window.history.replaceState(null, '', '/login');
    answer(
      401,
      failureBody('102', 'Invalid credentials', [{ key: 'INVALID_CREDENTIALS', description: 'x' }]),
    );

    await failureOf(apiPost(PATH));

    expect(navigation.toLogin).not.toHaveBeenCalled();
    expect(heard).toHaveBeenCalledOnce();
    stop();
  });

  it('403 asks for the forbidden page', async () => {
    answer(403, failureBody('403', 'Forbidden'));
    const error = await failureOf(apiPost(PATH));
    expect(navigation.toForbidden).toHaveBeenCalledExactlyOnceWith(error);
    expect(navigation.toLogin).not.toHaveBeenCalled();
  });

  it('403 of a save under way stays on the form: reported to the banner, no forbidden page', async () => {
    answer(403, failureBody('403', 'Forbidden'));
    const heard = vi.fn<(error: ApiError) => void>();
    const stop = onApiFailure(heard);
    const endSave = beginSave();
    const error = await failureOf(apiPost(PATH));
    endSave();
    expect(navigation.toForbidden).not.toHaveBeenCalled();
    expect(heard).toHaveBeenCalledExactlyOnceWith(error);
    // Once the save has ended, a refused page is the forbidden page again.
    const later = await failureOf(apiPost(PATH));
    expect(navigation.toForbidden).toHaveBeenCalledExactlyOnceWith(later);
    stop();
  });
});

describe('failure subscription', () => {
  it('tells listeners about each failure until they unsubscribe', async () => {
    const heard = vi.fn<(error: ApiError) => void>();
    const stop = onApiFailure(heard);
    answer(500, failureBody('500', 'Unexpected error'));

    await failureOf(apiPost(PATH));
    expect(heard).toHaveBeenCalledOnce();
    expect(heard.mock.calls[0]?.[0]).toMatchObject({ status: 500, code: '500' });

    stop();
    await failureOf(apiPost(PATH));
    expect(heard).toHaveBeenCalledOnce();
  });

  it('keeps silent calls out of the banner', async () => {
    const heard = vi.fn();
    const stop = onApiFailure(heard);
    answer(500, failureBody('500', 'Unexpected error'));
    await failureOf(apiPost(PATH, {}, { silent: true }));
    expect(heard).not.toHaveBeenCalled();
    stop();
  });
});

describe('currentAppPath', () => {
  it('is the window path with query and hash', () => {
    expect(currentAppPath({ pathname: '/customers', search: '?page=2', hash: '#top' })).toBe(
      '/customers?page=2#top',
    );
  });
});
