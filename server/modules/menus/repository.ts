import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { MenuItem } from '../../../contract/menus';
import type { Db } from '../../db/client';
import { menu } from '../../db/schema/menus';
import type { Principal } from '../../http/access';

/** The menu items the caller may see: its role's, and for customer users those of its userRole. */
export async function menusFor(db: Db, principal: Principal): Promise<MenuItem[]> {
  const forUserRole =
    principal.role === 'CUSTOMER'
      ? or(isNull(menu.customerRoles), sql`${principal.customerRole ?? ''} = ANY(${menu.customerRoles})`)
      : undefined;
  const rows = await db
    .select({
      menuCode: menu.menuCode,
      parentCode: menu.parentCode,
      labelTh: menu.labelTh,
      labelEn: menu.labelEn,
      path: menu.path,
      icon: menu.icon,
      seq: menu.seq,
    })
    .from(menu)
    .where(and(eq(menu.role, principal.role), forUserRole))
    .orderBy(asc(menu.seq), asc(menu.menuCode));
  return rows.map(({ parentCode, ...item }) => (parentCode ? { ...item, parentCode } : item));
}
