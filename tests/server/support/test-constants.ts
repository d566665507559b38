// Values shared by the prepared test database (global-setup.ts) and the tests.

/** The seeded first administrator's password in the test database (must be changed at sign-in). */
export const TEST_ADMIN_INITIAL_PASSWORD = 'first-admin-pass-2026';

/** scrypt at a low cost for tests only (production: N=2^17); hashes carry their parameters. */
export const TEST_PASSWORD_HASH_PARAMS = { N: 2 ** 10, r: 8, p: 1 };
