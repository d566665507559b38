import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { customer } from '../../server/db/schema/customer';
import { DEMO_TAX_ID, DEMO_USERS, seedDemo } from '../../server/db/seed/demo';
import { callGet, controllerCalls, type Row } from './support/api';
import { useAdminApp } from './support/app-per-file';
import { signIn } from './support/auth';
import { TEMPLATE } from './support/upload-templates';

const DEMO_PASSWORD = 'demo-password-2026';
const { t, admin } = useAdminApp({ seedDemo: true, demoPassword: DEMO_PASSWORD });

const demoCustomers = () => t.deps.db.select().from(customer).where(eq(customer.customerNumber, DEMO_TAX_ID));

describe('demo data (SEED_DEMO=1)', () => {
  it('is absent unless asked for', async () => {
    await seedDemo({ ...t.deps, config: { ...t.deps.config, seedDemo: false } });
    expect(await demoCustomers()).toEqual([]);
  });

  it('creates the customer, its users and two ACTIVE templates once, and prints the users', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await seedDemo(t.deps);
    await seedDemo(t.deps);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('demo.accounting');
    log.mockRestore();

    const [demo] = await demoCustomers();
    expect(demo).toMatchObject({ customerStatus: 'ACTIVE', documentTypes: ['388', 'T02', 'T03', '380'] });
    const customerCode = demo!.customerCode;

    for (const user of DEMO_USERS) {
      const session = await signIn(t, 'CUSTOMER', user.username, DEMO_PASSWORD);
      expect(session.token).toBeTruthy();
    }
    const { dataOf } = controllerCalls(t, TEMPLATE, admin);
    const templates: Row[] = await dataOf('listTemplateByCustomerCode', { customerCode });
    expect(templates.map((tpl) => [tpl.uploadType, tpl.documentType, tpl.templateStatus])).toEqual([
      ['ETAX', '388', 'ACTIVE'],
      ['EDOC', '380', 'ACTIVE'],
    ]);
    const invoice = (
      await callGet(t, `${TEMPLATE}/getTemplateByCode/${String(templates[1]!.templateCode)}`, { as: admin })
    ).json().data;
    expect(invoice.columns.map((c: Row) => c.dataTypeKey)).toContain('CURRENCY');
  });
});
