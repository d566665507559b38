import { ApiError } from 'src/lib/api-error';
import { createQueryClient, shouldRetryRead } from 'src/lib/query-client';

const failure = (status: number, code = String(status)) => new ApiError({ status, code, message: 'x' });

it('retries reads after network and server faults, at most twice', () => {
  expect(shouldRetryRead(0, failure(0, 'NETWORK'))).toBe(true);
  expect(shouldRetryRead(1, failure(503))).toBe(true);
  expect(shouldRetryRead(2, failure(503))).toBe(false);
});

it("does not retry 4xx answers or a '102' refusal", () => {
  for (const status of [400, 401, 403, 404, 409, 422, 429])
    expect(shouldRetryRead(0, failure(status))).toBe(false);
  expect(shouldRetryRead(0, failure(200, '102'))).toBe(false);
  expect(shouldRetryRead(0, failure(0, 'CANCELED'))).toBe(false);
});

it('never retries mutations', () => {
  expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
});
