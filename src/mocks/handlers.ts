import { http, HttpResponse } from 'msw';
import { BULK_DOWNLOAD_PREFIX } from 'contract/bulk-download';
import { DASHBOARD_PREFIX } from 'contract/dashboard-constants';
import { emptyDashboardSummary } from './dashboard';
import { failureBody, okBody } from './envelope';

// Handlers every unit test may rely on. Tests add their own per case with server.use(...);
// anything unhandled fails the test (onUnhandledRequest: 'error').
export const handlers = [
  http.get('/api/commonController/check-api', () =>
    HttpResponse.json(okBody({ service: 'UP', database: 'UP', version: '0.0.1' })),
  ),
  // The landing page asks for its content when the server has not inlined it (always, in unit
  // tests): by default there is none, so a test that only passes through `/` sees no sections.
  // Other calls of that controller stay unhandled.
  http.post('/api/app/landingPageController/:call', ({ params }) => {
    if (params.call === 'getStatCounterById') {
      return HttpResponse.json(failureBody('404', 'Not found'), { status: 404 });
    }
    return String(params.call).startsWith('list') ? HttpResponse.json(okBody([])) : undefined;
  }),
  // Every signed-in screen test passes the dashboard: by default it has nothing to count yet.
  http.post(`${DASHBOARD_PREFIX}/summary`, () => HttpResponse.json(okBody(emptyDashboardSummary()))),
  // The document list shows the user's zips of its searches: by default there are none.
  http.post(`${BULK_DOWNLOAD_PREFIX}/listMine`, () => HttpResponse.json(okBody([]))),
];
