// One test app per test file, with its signed-in callers, ready from beforeAll on.
import { afterAll, beforeAll } from 'vitest';
import { CUSTOMER_UPLOAD_PREFIX } from '../../../contract/customer-upload';
import { DOCUMENT_PREFIX } from '../../../contract/document';
import type { ServerConfig } from '../../../server/config';
import { controllerCalls, type Row } from './api';
import { signInAdmin, type SignedIn } from './auth';
import { importCustomerWithStaff, importCustomerWithUser } from './imports';
import { importSteps } from './import-steps';
import { createTestApp, type TestApp } from './test-app';

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is made in beforeAll: use it inside hooks and tests`);
  return value;
}

/** `get()`'s object, read field by field when a hook or test reads it: usable before it is made. */
function view<T extends object>(get: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(get(), key),
    has: (_, key) => Reflect.has(get(), key),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(get(), key),
  });
}

/**
 * A caller signed in by `signIn` in a beforeAll of the current file or describe. The object can
 * be passed around at once; its fields are read when a hook or test uses them.
 */
export function useSignedIn(signIn: () => Promise<SignedIn>): SignedIn {
  let session: SignedIn | undefined;
  beforeAll(async () => {
    session = await signIn();
  });
  return view(() => ready(session, 'The signed-in caller'));
}

/**
 * What `make` answers, made in a beforeAll of the current file or describe. Each field can be
 * destructured at once (`const { customer, user } = madeInBeforeAll(() => importCustomerWithUser(t, admin))`);
 * like useSignedIn, its own fields are read when a hook or test uses them.
 */
export function madeInBeforeAll<T extends Record<string, object>>(make: () => Promise<T>): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  const get = () => ready(made, 'What madeInBeforeAll makes');
  return new Proxy({} as T, { get: (_, key) => view(() => Reflect.get(get(), key) as object) });
}

/**
 * A fresh app (createTestApp with `overrides`) for this file, closed after its tests. The object is
 * usable at once; its fields are read when a hook or test uses them (from beforeAll on).
 */
export function useTestApp(overrides: Partial<ServerConfig> = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(overrides);
  });
  afterAll(() => app?.close());
  const get = () => ready(app, 'The test app');
  return {
    get app() {
      return get().app;
    },
    get deps() {
      return get().deps;
    },
    get openAnotherConnection() {
      return get().openAnotherConnection;
    },
    close: () => get().close(),
  };
}

/** useTestApp, and the seeded administrator signed in on it; like useSignedIn, usable from beforeAll on. */
export function useAdminApp(overrides: Partial<ServerConfig> = {}): { t: TestApp; admin: SignedIn } {
  const t = useTestApp(overrides);
  return { t, admin: useSignedIn(() => signInAdmin(t)) };
}

/** useAdminApp with the administrator's upload and document calls and the import's steps: where an import test starts. */
export function useImportApp(overrides: Partial<ServerConfig> = {}) {
  const { t, admin } = useAdminApp(overrides);
  const uploads = controllerCalls(t, CUSTOMER_UPLOAD_PREFIX, admin);
  return {
    t,
    admin,
    uploads,
    documents: controllerCalls(t, DOCUMENT_PREFIX, admin),
    ...importSteps(t, uploads),
  };
}

/** importCustomerWithUser in a beforeAll of this file or describe: its customer and user, usable from then on. */
export const useImportCustomer = (t: TestApp, admin: SignedIn, overrides: Row = {}) =>
  madeInBeforeAll(() => importCustomerWithUser(t, admin, overrides));

/** importCustomerWithStaff in a beforeAll of this file or describe: its customer, user and accounting. */
export const useImportStaff = (t: TestApp, admin: SignedIn, overrides: Row = {}) =>
  madeInBeforeAll(() => importCustomerWithStaff(t, admin, overrides));
