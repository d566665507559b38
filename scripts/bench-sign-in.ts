// npm run bench:sign-in — what sign-in costs at the production scrypt cost (N=2^17, 128 MiB),
// in-process through app.inject on a throw-away PGlite:
// 1. the answer time of an unknown username, a wrong password and a locked account (they must
//    be alike, or the time tells which usernames exist — hardening issue, point 4);
// 2. a burst of BURST concurrent wrong passwords from BURST addresses: latency, how many were
//    answered 401 or 429, and the peak RSS (point 9: one hash per core, a short queue, then 429).
// Prints figures; it asserts nothing.
import os from 'node:os';
import { inProcessApp } from './bench-kit/in-process';

const BURST = Number(process.env.BENCH_BURST ?? 20);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 9);
const PASSWORD = 'bench-password-1234';

const bench = await inProcessApp('sign-in', { ADMIN_INITIAL_PASSWORD: PASSWORD });
const { app } = bench.t;

let address = 0;
const nextAddress = () => `10.9.${(++address >> 8) & 255}.${address & 255}`;
const signIn = (username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/authen/admin/authenticate',
    payload: { username, password },
    remoteAddress: nextAddress(),
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function timeOf(username: string, password: string): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const res = await signIn(username, password);
  return { ms: performance.now() - start, status: res.statusCode };
}

async function sample(label: string, username: string, password: string): Promise<void> {
  const runs = [];
  for (let i = 0; i < SAMPLES; i++) runs.push(await timeOf(username, password));
  const statuses = [...new Set(runs.map((r) => r.status))].join('/');
  console.log(
    `  ${label.padEnd(26)} p50 ${median(runs.map((r) => r.ms))
      .toFixed(0)
      .padStart(5)} ms  (${statuses})`,
  );
}

console.log(`Sign-in answer times, ${SAMPLES} each (production scrypt cost):`);
await timeOf('admin', 'warm-up-password'); // the dummy hash of unknown users is made once
await sample('unknown username', 'nobody-at-all', 'wrong-password-1');
// 9 wrong passwords leave the account one failure from the lock; the 10th locks it.
for (let i = 0; i < 9; i++) await signIn('admin', `wrong-password-${i}`);
await sample('wrong password (locks it)', 'admin', 'wrong-password-x');
await sample('locked account', 'admin', PASSWORD);

// The burst, on a second admin account that is not locked.
let peakRss = process.memoryUsage().rss;
const watch = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
const rssBefore = process.memoryUsage().rss;
const start = performance.now();
const burst = await Promise.all(
  Array.from({ length: BURST }, async () => {
    const t0 = performance.now();
    const res = await signIn('nobody-in-the-burst', 'wrong-password-burst');
    return { ms: performance.now() - t0, status: res.statusCode };
  }),
);
clearInterval(watch);
const count = (status: number) => burst.filter((r) => r.status === status).length;
console.log(
  `\nBurst of ${BURST} concurrent wrong passwords from ${BURST} addresses (${os.availableParallelism()} cores):`,
);
console.log(`  answered 401: ${count(401)}, 429: ${count(429)}, other: ${BURST - count(401) - count(429)}`);
console.log(
  `  latency p50 ${median(burst.map((r) => r.ms)).toFixed(0)} ms, p95 ${percentile(
    burst.map((r) => r.ms),
    95,
  ).toFixed(0)} ms, all done in ${(performance.now() - start).toFixed(0)} ms`,
);
console.log(`  RSS ${(rssBefore / 2 ** 20).toFixed(0)} MB before, peak ${(peakRss / 2 ** 20).toFixed(0)} MB`);

await bench.close();
