import { describe, expect, it } from 'vitest';
import { adminUserController, adminUserSchemas } from '../../contract/admin-user';
import { auditController, auditSchemas } from '../../contract/audit';
import { correctionController, correctionSchemas } from '../../contract/correction';
import { bulkDownloadController, bulkDownloadSchemas } from '../../contract/bulk-download';
import { customerUploadController, customerUploadSchemas } from '../../contract/customer-upload';
import { documentController, documentSchemas } from '../../contract/document';
import { documentReleaseController, documentReleaseSchemas } from '../../contract/document-release';
import { pdfTemplateController, pdfTemplateSchemas } from '../../contract/pdf-template';
import { ticketController, ticketSchemas } from '../../contract/ticket';
import { customerController, customerSchemas } from '../../contract/customer';
import { customerBranchController, customerBranchSchemas } from '../../contract/customer-branch';
import { customerUserController, customerUserSchemas } from '../../contract/customer-user';
import {
  addressSchemas,
  configGroupSchemas,
  listboxSchemas,
  masterDataController,
} from '../../contract/master-data';
import {
  inputColumnController,
  inputColumnSchemas,
  uploadTemplateController,
  uploadTemplateSchemas,
} from '../../contract/upload-template';
import { useTestApp } from './support/app-per-file';

const t = useTestApp();

describe('route table', () => {
  it('lists every registered route, and every one declares config.access (deny by default)', () => {
    const table = t.app.routeTable();
    const described = table.map(
      (r) => `${r.method.padEnd(6)} ${r.url}  ${JSON.stringify(r.access ?? 'NONE')}`,
    );
    console.log(`${table.length} routes:\n${described.join('\n')}`);
    expect(table.length).toBeGreaterThan(10);
    const undeclared = table.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('declares the access of the auth, OTP, password and menu calls as the contract says', () => {
    const accessOf = (method: string, url: string) =>
      t.app.routeTable().find((r) => r.method === method && r.url === url)?.access;
    expect(accessOf('POST', '/api/authen/admin/authenticate')).toBe('public');
    expect(accessOf('POST', '/api/authen/customer/authenticate')).toBe('public');
    expect(accessOf('POST', '/api/authen/admin/verifyAdminUser')).toBe('public');
    expect(accessOf('POST', '/api/authen/customer/verifyUser')).toBe('public');
    expect(accessOf('POST', '/api/app/otpController/getByValue')).toBe('public');
    expect(accessOf('POST', '/api/app/adminUser/resetPassword')).toBe('public');
    expect(accessOf('POST', '/api/app/customerUserController/resetPassword')).toBe('public');
    expect(accessOf('POST', '/api/authen/logout')).toBe('authenticated');
    expect(accessOf('POST', '/api/app/otpController/getByEmail')).toEqual({ roles: ['ADMIN'] });
    expect(accessOf('GET', '/api/v1/menus/listAllMenu')).toEqual({ roles: ['ADMIN', 'CUSTOMER'] });
    expect(accessOf('GET', '/api/docs/json')).toBe('public');
  });

  it('answers an anonymous call to every non-public API route with 401 (never 200, never 500)', async () => {
    const guarded = t.app
      .routeTable()
      .filter(
        (r) => r.url.startsWith('/api/') && r.access !== 'public' && ['GET', 'POST'].includes(r.method),
      );
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'X').replace('*', 'x');
      const res = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url,
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it("serves each body call of the contract's controllers at POST <prefix>/<name>, as the web app's typed client calls it", () => {
    const controllers = [
      [adminUserController, adminUserSchemas],
      [customerController, customerSchemas],
      [customerBranchController, customerBranchSchemas],
      [customerUserController, customerUserSchemas],
      [masterDataController, { ...listboxSchemas, ...addressSchemas, ...configGroupSchemas }],
      [uploadTemplateController, uploadTemplateSchemas],
      [auditController, auditSchemas],
      [customerUploadController, customerUploadSchemas],
      [correctionController, correctionSchemas],
      [documentController, documentSchemas],
      [documentReleaseController, documentReleaseSchemas],
      [bulkDownloadController, bulkDownloadSchemas],
      [pdfTemplateController, pdfTemplateSchemas],
      [ticketController, ticketSchemas],
      [inputColumnController, inputColumnSchemas],
    ] as const;
    const served = new Set(t.app.routeTable().map((r) => `${r.method} ${r.url}`));
    const calls = controllers.flatMap(([controller, schemas]) =>
      Object.entries(schemas)
        .filter(([, schema]) => 'body' in schema)
        .map(([name]) => `POST ${controller.prefix}/${name}`),
    );
    expect(calls.length).toBeGreaterThan(40);
    expect(calls.filter((call) => !served.has(call))).toEqual([]);
  });
});
