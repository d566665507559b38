// The Thai texts of the back-office (Thai is the default language), read from the app's own
// locale files so that a wording change does not break the tests.
import accountFirstLoad from '../../../src/locales/th/account.json' with { type: 'json' };
import accountPasswords from '../../../src/locales/th/account.passwords.json' with { type: 'json' };
import auth from '../../../src/locales/th/auth.json' with { type: 'json' };
import commonFirstLoad from '../../../src/locales/th/common.json' with { type: 'json' };
import commonScreens from '../../../src/locales/th/common.screens.json' with { type: 'json' };
import dashboard from '../../../src/locales/th/dashboard.json' with { type: 'json' };
import errors from '../../../src/locales/th/errors.json' with { type: 'json' };
import layout from '../../../src/locales/th/layout.json' with { type: 'json' };

/**
 * A namespace split into files (<namespace>.<part>.json, which travel with different chunks:
 * src/lib/locale-resources.ts) read as one, nested groups merged.
 */
function namespaceOf<A extends object, B extends object>(first: A, second: B): A & B {
  const merged: { [key: string]: unknown } = { ...(first as { [key: string]: unknown }) };
  for (const [key, value] of Object.entries(second)) {
    const mine = merged[key];
    merged[key] =
      typeof value === 'object' && value !== null && typeof mine === 'object' && mine !== null
        ? namespaceOf(mine, value)
        : value;
  }
  return merged as A & B;
}

const account = namespaceOf(accountFirstLoad, accountPasswords);
const common = namespaceOf(commonFirstLoad, commonScreens);

export { account, auth, common, dashboard, errors, layout };

/** i18next-style {{name}} interpolation, for texts with values. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => String(values[key] ?? ''));
}

/** A field's label: `text`, then MUI's required mark (" *") when the field is required. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
}

/** Labels of the server's seeded admin menus (server/db/seed/menus.ts). */
export const SEEDED_MENU = {
  dashboard: 'แดชบอร์ด',
  customer: 'ค้นหาลูกค้า',
  masterData: 'ข้อมูลหลัก',
  province: 'จังหวัด',
} as const;
