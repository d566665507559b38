// Every route of the route table, fuzzed as a customer's administrator (tests/server/support/route-fuzz.ts): no 5xx,
// every answer the envelope, no internals, no other customer's data. Routes added later are
// fuzzed without editing this file.
import { afterAll, describe, it } from 'vitest';
import { fuzzedRoutes, fuzzRoute, makeWorld } from './support/route-fuzz';
import { createTestApp } from './support/test-app';

const t = await createTestApp();
const world = await makeWorld(t);
afterAll(() => t.close());

describe("route fuzz as a customer's administrator", () => {
  it.each(fuzzedRoutes(t).map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (_name, route) => {
      await fuzzRoute(t, route, 'CUSTOMER_ADMIN', world);
    },
  );
});
