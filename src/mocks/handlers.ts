import { http, HttpResponse } from 'msw';
import { okBody } from './envelope';

// Handlers every unit test may rely on. Tests add their own per case with server.use(...);
// anything unhandled fails the test (onUnhandledRequest: 'error').
export const handlers = [
  http.get('/api/commonController/check-api', () =>
    HttpResponse.json(okBody({ service: 'UP', database: 'UP', version: '0.0.1' })),
  ),
];
