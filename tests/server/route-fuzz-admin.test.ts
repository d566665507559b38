// Every route of the route table, fuzzed as an administrator (tests/server/support/route-fuzz.ts): no 5xx,
// every answer the envelope, no internals, no other customer's data. Routes added later are
// fuzzed without editing this file.
import { describeRouteFuzz } from './support/route-fuzz';

await describeRouteFuzz('ADMIN');
