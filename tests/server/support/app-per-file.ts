// One test app per test file, with its signed-in callers, ready from beforeAll on.
import { afterAll, beforeAll } from 'vitest';
import { CUSTOMER_UPLOAD_PREFIX } from '../../../contract/customer-upload';
import { DOCUMENT_PREFIX } from '../../../contract/document';
import type { ServerConfig } from '../../../server/config';
import { controllerCalls } from './api';
import { signInAdmin, type SignedIn } from './auth';
import { createTestApp, type TestApp } from './test-app';

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is made in beforeAll: use it inside hooks and tests`);
  return value;
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
  const get = () => ready(session, 'The signed-in caller');
  return {
    get token() {
      return get().token;
    },
    get headers() {
      return get().headers;
    },
    get sessionId() {
      return get().sessionId;
    },
    get userCode() {
      return get().userCode;
    },
    get username() {
      return get().username;
    },
  };
}

/**
 * A fresh app (createTestApp with `overrides`) for this file, closed after its tests, and the seeded administrator
 * signed in on it. Like useSignedIn, both objects are usable from beforeAll on.
 */
export function useAdminApp(overrides: Partial<ServerConfig> = {}): { t: TestApp; admin: SignedIn } {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(overrides);
  });
  afterAll(() => app?.close());
  const get = () => ready(app, 'The test app');
  const t: TestApp = {
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
  return { t, admin: useSignedIn(() => signInAdmin(t)) };
}

/** useAdminApp with the administrator's upload and document calls: where an import test starts. */
export function useImportApp(overrides: Partial<ServerConfig> = {}) {
  const { t, admin } = useAdminApp(overrides);
  return {
    t,
    admin,
    uploads: controllerCalls(t, CUSTOMER_UPLOAD_PREFIX, admin),
    documents: controllerCalls(t, DOCUMENT_PREFIX, admin),
  };
}
