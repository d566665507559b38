import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../contract/menus';
import { seed } from '../../server/db/seed';
import { signInAdmin, signInNewCustomerUser } from './support/auth';
import { useTestApp } from './support/app-per-file';

const t = useTestApp();

async function menuOf(headers: Record<string, string>): Promise<MenuItem[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/menus/listAllMenu', headers });
  expect(res.statusCode).toBe(200);
  expect(res.json().status).toEqual({ code: '000', message: 'Success' });
  return res.json().data as MenuItem[];
}

describe('GET /api/v1/menus/listAllMenu', () => {
  it('gives an admin the back-office menu, in order, with groups', async () => {
    const items = await menuOf((await signInAdmin(t)).headers);
    expect(items.map((i) => i.menuCode)).toEqual([
      'DASHBOARD',
      'CUSTOMER',
      'ADMIN_USER',
      'TEMPLATE',
      'PDF_TEMPLATE',
      'IMPORT',
      'IMPORT_ETAX',
      'IMPORT_EDOC',
      'DIRECT_ENTRY',
      'DOCUMENT',
      'TICKET',
      'REPORT',
      'RD_FILING',
      'SALES_TAX_REPORT',
      'LANDING',
      'MASTER_DATA',
      'PROVINCE',
      'DISTRICT',
      'SUB_DISTRICT',
      'LISTBOX',
      'CONFIG_GROUP',
      'AUDIT',
    ]);
    const byCode = new Map(items.map((i) => [i.menuCode, i]));
    expect(byCode.get('DASHBOARD')).toEqual({
      menuCode: 'DASHBOARD',
      labelTh: 'แดชบอร์ด',
      labelEn: 'Dashboard',
      path: '/',
      icon: 'ri:dashboard-line',
      seq: 10,
    });
    expect(byCode.get('CUSTOMER')).toMatchObject({
      labelTh: 'ค้นหาลูกค้า',
      labelEn: 'Customers',
      path: '/customer',
    });
    expect(byCode.get('ADMIN_USER')).toMatchObject({ labelTh: 'ผู้ดูแลระบบ', labelEn: 'System administrators' });
    expect(byCode.get('IMPORT_EDOC')).toMatchObject({ parentCode: 'IMPORT', path: '/import/edoc' });
    expect(byCode.get('REPORT')).toMatchObject({
      labelTh: 'รายงาน',
      labelEn: 'Report',
      path: '/report',
      icon: 'ri:file-chart-line',
    });
    expect(byCode.get('SALES_TAX_REPORT')).toMatchObject({
      labelTh: 'รายงานภาษีขาย',
      labelEn: 'Sales tax report',
      path: '/sales-tax-report',
      icon: 'ri:receipt-line',
    });
    expect(byCode.get('SUB_DISTRICT')).toMatchObject({
      parentCode: 'MASTER_DATA',
      path: '/master-data/sub-district',
    });
    expect(byCode.get('MASTER_DATA')).toMatchObject({ labelTh: 'ข้อมูลหลัก', labelEn: 'Master data' });
    expect(byCode.get('PROVINCE')).toMatchObject({ labelTh: 'จังหวัด', labelEn: 'Province' });
    for (const item of items) expect(item.icon).toMatch(/^ri:[a-z0-9-]+$/);
  });

  it('gives a CUSTOMER_ADMIN the filing, branches and users, ACCOUNTING the filing but no direct entry, a USER only the shared items (templates included)', async () => {
    const before = ['DASHBOARD', 'IMPORT_ETAX', 'IMPORT_EDOC'];
    const after = ['TEMPLATE', 'DOCUMENT', 'SALES_TAX_REPORT', 'TICKET'];
    const customerAdmin = await signInNewCustomerUser(t, { userRole: 'CUSTOMER_ADMIN' });
    expect((await menuOf(customerAdmin.headers)).map((i) => i.menuCode)).toEqual([
      ...before,
      'DIRECT_ENTRY',
      ...after,
      'RD_FILING',
      'BRANCH',
      'USER',
    ]);
    for (const [userRole, expected] of [
      ['USER', [...before, 'DIRECT_ENTRY', ...after]],
      // ACCOUNTING approves what others send: the form it could not save is not offered.
      ['ACCOUNTING', [...before, ...after, 'RD_FILING']],
    ] as const) {
      const session = await signInNewCustomerUser(t, { userRole });
      const items = await menuOf(session.headers);
      expect(items.map((i) => i.menuCode)).toEqual(expected);
      expect(items.every((i) => i.parentCode === undefined)).toBe(true);
    }
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/menus/listAllMenu' });
    expect(res.statusCode).toBe(401);
  });

  it('is seeded idempotently (seeding twice changes nothing)', async () => {
    const before = await menuOf((await signInAdmin(t)).headers);
    await seed(t.deps);
    expect(await menuOf((await signInAdmin(t)).headers)).toEqual(before);
  });
});
