import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { menu } from '../schema/menus';
import menus from './menus.json';

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

/**
 * menus.json: each item's labels, path and icon once (icon names are Remix Icon via Iconify), and
 * each role's menu in order, with an item's parent and, for a customer, the user roles that see it
 * (none: all). A customer's TEMPLATE is read only (its ACTIVE templates and their sample files);
 * DIRECT_ENTRY is for those who may send data (the server's SENDERS: ACCOUNTING approves, it never
 * types a document it could not save); RD_FILING (docs/rd-filing.md) for CUSTOMER_ADMIN and
 * ACCOUNTING. AUDIT: every sign-in and change, read only (docs/audit-log.md).
 */
function menuOf(entries: { menuCode: string; parentCode?: string; customerRoles?: string[] }[]): MenuSeed[] {
  return entries.map(
    (entry) => ({ ...entry, ...menus.items[entry.menuCode as keyof typeof menus.items] }) as MenuSeed,
  );
}

export const adminMenus = menuOf(menus.admin);

export const customerMenus = menuOf(menus.customer);

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
