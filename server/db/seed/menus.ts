import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { menu } from '../schema/menus';

type CustomerUserRole = 'CUSTOMER_ADMIN' | 'USER' | 'ACCOUNTING';

interface MenuSeed {
  menuCode: string;
  parentCode?: string;
  labelTh: string;
  labelEn: string;
  path: string;
  icon: string;
  customerRoles?: CustomerUserRole[];
}

// Shared items, the same for both roles (icon names are Remix Icon via Iconify).
const dashboard: MenuSeed = {
  menuCode: 'DASHBOARD',
  labelTh: 'แดชบอร์ด',
  labelEn: 'Dashboard',
  path: '/',
  icon: 'ri:dashboard-line',
};
const importEtax = {
  menuCode: 'IMPORT_ETAX',
  labelTh: 'นำเข้าข้อมูล E-TAX',
  labelEn: 'E-TAX import',
  path: '/import/etax',
  icon: 'ri:file-upload-line',
};
const importEdoc = {
  menuCode: 'IMPORT_EDOC',
  labelTh: 'นำเข้าข้อมูล E-DOCUMENT',
  labelEn: 'E-DOCUMENT import',
  path: '/import/edoc',
  icon: 'ri:file-excel-2-line',
};
const directEntry: MenuSeed = {
  menuCode: 'DIRECT_ENTRY',
  labelTh: 'บันทึกข้อมูลเอกสาร',
  labelEn: 'Direct entry',
  path: '/direct-entry',
  icon: 'ri:edit-box-line',
};
const document: MenuSeed = {
  menuCode: 'DOCUMENT',
  labelTh: 'ค้นหาเอกสาร',
  labelEn: 'Documents',
  path: '/document',
  icon: 'ri:file-list-3-line',
};
// The monthly filing (docs/rd-filing.md): a customer's CUSTOMER_ADMIN and ACCOUNTING users.
const rdFiling: MenuSeed = {
  menuCode: 'RD_FILING',
  labelTh: 'ยื่นเอกสารต่อกรมสรรพากร',
  labelEn: 'Revenue Department filing',
  path: '/rd-filing',
  icon: 'ri:inbox-line',
};

/** รายงานภาษีขาย (docs/sales-tax-report.md): an administrator's of every customer, a customer's own. */
const salesTaxReport: MenuSeed = {
  menuCode: 'SALES_TAX_REPORT',
  labelTh: 'รายงานภาษีขาย',
  labelEn: 'Sales tax report',
  path: '/sales-tax-report',
  icon: 'ri:receipt-line',
};
const ticket: MenuSeed = {
  menuCode: 'TICKET',
  labelTh: 'แจ้งปัญหาและคำขอ',
  labelEn: 'Tickets',
  path: '/ticket',
  icon: 'ri:customer-service-2-line',
};

export const adminMenus: MenuSeed[] = [
  dashboard,
  {
    menuCode: 'CUSTOMER',
    labelTh: 'ค้นหาลูกค้า',
    labelEn: 'Customers',
    path: '/customer',
    icon: 'ri:building-line',
  },
  {
    menuCode: 'ADMIN_USER',
    labelTh: 'ผู้ดูแลระบบ',
    labelEn: 'System administrators',
    path: '/admin-user',
    icon: 'ri:admin-line',
  },
  {
    menuCode: 'TEMPLATE',
    labelTh: 'เทมเพลตนำเข้าข้อมูล',
    labelEn: 'Upload templates',
    path: '/template',
    icon: 'ri:file-settings-line',
  },
  {
    menuCode: 'PDF_TEMPLATE',
    labelTh: 'เทมเพลตเอกสาร PDF',
    labelEn: 'PDF templates',
    path: '/pdf-template',
    icon: 'ri:file-pdf-2-line',
  },
  {
    menuCode: 'IMPORT',
    labelTh: 'นำเข้าข้อมูล',
    labelEn: 'Import',
    path: '/import',
    icon: 'ri:upload-cloud-2-line',
  },
  { ...importEtax, parentCode: 'IMPORT' },
  { ...importEdoc, parentCode: 'IMPORT' },
  directEntry,
  document,
  ticket,
  {
    menuCode: 'REPORT',
    labelTh: 'รายงาน',
    labelEn: 'Report',
    path: '/report',
    icon: 'ri:file-chart-line',
  },
  rdFiling,
  salesTaxReport,
  {
    menuCode: 'LANDING',
    labelTh: 'จัดการหน้าเว็บไซต์',
    labelEn: 'Landing page',
    path: '/landing',
    icon: 'ri:pages-line',
  },
  {
    menuCode: 'MASTER_DATA',
    labelTh: 'ข้อมูลหลัก',
    labelEn: 'Master data',
    path: '/master-data',
    icon: 'ri:database-2-line',
  },
  {
    menuCode: 'PROVINCE',
    parentCode: 'MASTER_DATA',
    labelTh: 'จังหวัด',
    labelEn: 'Province',
    path: '/master-data/province',
    icon: 'ri:map-2-line',
  },
  {
    menuCode: 'DISTRICT',
    parentCode: 'MASTER_DATA',
    labelTh: 'อำเภอ/เขต',
    labelEn: 'District',
    path: '/master-data/district',
    icon: 'ri:map-pin-line',
  },
  {
    menuCode: 'SUB_DISTRICT',
    parentCode: 'MASTER_DATA',
    labelTh: 'ตำบล/แขวง',
    labelEn: 'Sub-district',
    path: '/master-data/sub-district',
    icon: 'ri:map-pin-2-line',
  },
  {
    menuCode: 'LISTBOX',
    parentCode: 'MASTER_DATA',
    labelTh: 'ข้อมูลตัวเลือก',
    labelEn: 'Listbox',
    path: '/master-data/listbox',
    icon: 'ri:list-check',
  },
  {
    menuCode: 'CONFIG_GROUP',
    parentCode: 'MASTER_DATA',
    labelTh: 'ตั้งค่าระบบ',
    labelEn: 'Configuration',
    path: '/master-data/config-group',
    icon: 'ri:settings-3-line',
  },
  {
    // Every sign-in and change, read only (docs/audit-log.md).
    menuCode: 'AUDIT',
    labelTh: 'ประวัติการใช้งาน',
    labelEn: 'Audit log',
    path: '/audit',
    icon: 'ri:history-line',
  },
];

export const customerMenus: MenuSeed[] = [
  dashboard,
  importEtax,
  importEdoc,
  // Only those who may send data (the server's SENDERS): ACCOUNTING approves, it never types a
  // document it could not save.
  { ...directEntry, customerRoles: ['CUSTOMER_ADMIN', 'USER'] },
  {
    // Read only: the customer's ACTIVE templates and their sample files (to prepare uploads).
    menuCode: 'TEMPLATE',
    labelTh: 'เทมเพลตนำเข้าข้อมูล',
    labelEn: 'Upload templates',
    path: '/template',
    icon: 'ri:file-settings-line',
  },
  document,
  salesTaxReport,
  ticket,
  { ...rdFiling, customerRoles: ['CUSTOMER_ADMIN', 'ACCOUNTING'] },
  {
    menuCode: 'BRANCH',
    labelTh: 'สาขา',
    labelEn: 'Branches',
    path: '/branch',
    icon: 'ri:git-branch-line',
    customerRoles: ['CUSTOMER_ADMIN'],
  },
  {
    menuCode: 'USER',
    labelTh: 'ผู้ใช้งาน',
    labelEn: 'Users',
    path: '/user',
    icon: 'ri:team-line',
    customerRoles: ['CUSTOMER_ADMIN'],
  },
];

/** Upserts the menus (labels, paths and icons follow the code on every start). */
export async function seedMenus(db: Db): Promise<void> {
  const rows = [
    ...adminMenus.map((item, index) => ({ ...item, role: 'ADMIN' as const, seq: (index + 1) * 10 })),
    ...customerMenus.map((item, index) => ({ ...item, role: 'CUSTOMER' as const, seq: (index + 1) * 10 })),
  ].map((item) => ({
    ...item,
    parentCode: item.parentCode ?? null,
    customerRoles: item.customerRoles ?? null,
  }));
  await db
    .insert(menu)
    .values(rows)
    .onConflictDoUpdate({
      target: [menu.role, menu.menuCode],
      set: {
        parentCode: sql`excluded.parent_code`,
        labelTh: sql`excluded.label_th`,
        labelEn: sql`excluded.label_en`,
        path: sql`excluded.path`,
        icon: sql`excluded.icon`,
        seq: sql`excluded.seq`,
        customerRoles: sql`excluded.customer_roles`,
      },
    });
}
