import { http, HttpResponse } from 'msw';
import { okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';

/** Records the request headers of the next POST to `path`, which answers an empty success. */
export function captureHeaders(path: string): { headers: Headers | null } {
  const seen: { headers: Headers | null } = { headers: null };
  server.use(
    http.post(path, ({ request }) => {
      seen.headers = request.headers;
      return HttpResponse.json(okBody({}));
    }),
  );
  return seen;
}
