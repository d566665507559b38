import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// Table of server/db/migrations/0013_menu.sql.

export const menu = pgTable(
  'menu',
  {
    role: text('role').$type<'ADMIN' | 'CUSTOMER'>().notNull(),
    menuCode: text('menu_code').notNull(),
    parentCode: text('parent_code'),
    labelTh: text('label_th').notNull(),
    labelEn: text('label_en').notNull(),
    path: text('path').notNull(),
    icon: text('icon').notNull(),
    seq: integer('seq').notNull(),
    /** CUSTOMER items only: the user roles that see it; null = all. */
    customerRoles: text('customer_roles').array(),
  },
  (t) => [primaryKey({ columns: [t.role, t.menuCode] })],
);
