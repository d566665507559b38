import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../contract/master-data';
import { auditLog } from '../../server/db/schema/audit';
import { configItem } from '../../server/db/schema/master-data';
import { useAdminApp } from './support/app-per-file';
import { API_TIME, detailsOf, expectOkMatching, expectRefused } from './support/answers';
import { post } from './support/master-data';

const { t, admin } = useAdminApp();

type Item = { configKey: string; configValue: string; secret: boolean; description?: string };
const call = (path: string, body: Record<string, unknown>, language?: 'th' | 'en') =>
  post(t, path, body, { as: admin, language });
const getGroup = async (configGroupType: string) =>
  (await call('getConfigGroup', { configGroupType })).json().data;
const storedValue = async (type: string, key: string) =>
  (
    await t.deps.db
      .select({ value: configItem.configValue })
      .from(configItem)
      .where(and(eq(configItem.configGroupType, type), eq(configItem.configKey, key)))
  )[0]?.value;

describe('searchConfigGroup', () => {
  it('pages the groups with their item counts', async () => {
    const res = await call('searchConfigGroup', {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.paging).toEqual({ page: 1, size: 25, totalRecords: 3, totalPages: 1, totalExact: true });
    expect(
      body.data.map((g: { configGroupType: string; itemCount: number }) => [g.configGroupType, g.itemCount]),
    ).toEqual([
      ['SMS', 3],
      ['SMTP', 5],
      ['SYSTEM', 4],
    ]);
    expect(body.data[0]).toMatchObject({ description: 'SMS gateway', version: 1, lastUpdateBy: 'system' });
    expect(body.data[0].lastUpdateDtm).toMatch(API_TIME);
  });

  it('matches the type case-insensitively by substring and sorts both ways', async () => {
    const smt = (await call('searchConfigGroup', { configGroupType: 'smt' })).json().data;
    expect(smt.map((g: { configGroupType: string }) => g.configGroupType)).toEqual(['SMTP']);
    const desc = (await call('searchConfigGroup', { sortBy: 'configGroupType', sortDir: 'desc' })).json()
      .data;
    expect(desc.map((g: { configGroupType: string }) => g.configGroupType)).toEqual([
      'SYSTEM',
      'SMTP',
      'SMS',
    ]);
    expect((await call('searchConfigGroup', { sortBy: 'itemCount' })).statusCode).toBe(400);
  });
});

describe('getConfigGroup', () => {
  it('answers the group with its items in order; unknown 404; malformed 400', async () => {
    const smtp = await getGroup('SMTP');
    expect(smtp).toMatchObject({
      configGroupType: 'SMTP',
      description: 'Outgoing e-mail server',
      version: 1,
    });
    expect(smtp.items.map((i: Item) => i.configKey)).toEqual([
      'SMTP_HOST',
      'SMTP_PORT',
      'SMTP_USERNAME',
      'SMTP_PASSWORD',
      'MAIL_FROM',
    ]);
    expect(smtp.items[3]).toEqual({
      configKey: 'SMTP_PASSWORD',
      configValue: '',
      secret: true,
      description: 'Password of that account',
    });
    expect((await call('getConfigGroup', { configGroupType: 'NOTHING' })).statusCode).toBe(404);
    expect((await call('getConfigGroup', { configGroupType: 'bad type' })).statusCode).toBe(400);
  });
});

describe('saveConfigGroup and secrets', () => {
  it('stores a secret, answers it masked, keeps it when the mask comes back, replaces it when changed', async () => {
    const smtp = await getGroup('SMTP');
    const items: Item[] = smtp.items.map((i: Item) =>
      i.configKey === 'SMTP_PASSWORD' ? { ...i, configValue: 's3cret-Pa55' } : i,
    );
    const first = await call('saveConfigGroup', {
      configGroupType: 'SMTP',
      description: smtp.description,
      items,
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json().data;
    expect(saved.version).toBe(2);
    expect(saved.lastUpdateBy).toBe('admin');
    expect(saved.items.find((i: Item) => i.configKey === 'SMTP_PASSWORD').configValue).toBe(SECRET_MASK);
    expect(first.body).not.toContain('s3cret-Pa55');
    expect(await storedValue('SMTP', 'SMTP_PASSWORD')).toBe('s3cret-Pa55');
    expect(JSON.stringify(await getGroup('SMTP'))).not.toContain('s3cret-Pa55');

    // The form sends back what it read (the mask) with another field changed: the secret stays.
    const again = saved.items.map((i: Item) =>
      i.configKey === 'SMTP_HOST' ? { ...i, configValue: 'mail.example.test' } : i,
    );
    const second = await call('saveConfigGroup', {
      configGroupType: 'SMTP',
      description: 'SMTP',
      items: again,
      version: 2,
    });
    expect(second.statusCode).toBe(200);
    expect(await storedValue('SMTP', 'SMTP_PASSWORD')).toBe('s3cret-Pa55');
    expect(await storedValue('SMTP', 'SMTP_HOST')).toBe('mail.example.test');

    const changed = again.map((i: Item) =>
      i.configKey === 'SMTP_PASSWORD' ? { ...i, configValue: 'n3w-secret' } : i,
    );
    await call('saveConfigGroup', {
      configGroupType: 'SMTP',
      description: 'SMTP',
      items: changed,
      version: 3,
    });
    expect(await storedValue('SMTP', 'SMTP_PASSWORD')).toBe('n3w-secret');

    // The audit log never holds a secret either.
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'config_group'), eq(auditLog.entityId, 'SMTP')));
    expect(audit.map((a) => a.action)).toEqual(['UPDATE', 'UPDATE', 'UPDATE']);
    const logged = JSON.stringify(audit);
    expect(logged).not.toContain('s3cret-Pa55');
    expect(logged).not.toContain('n3w-secret');
    expect(logged).toContain(SECRET_MASK);
  });

  it('refuses the mask on a secret that is not stored, and duplicate keys, with item details', async () => {
    const res = await call(
      'saveConfigGroup',
      {
        configGroupType: 'SMS',
        description: 'SMS gateway',
        items: [
          { configKey: 'SMS_API_KEY', configValue: SECRET_MASK, secret: true },
          { configKey: 'NEW_TOKEN', configValue: SECRET_MASK, secret: true },
          { configKey: 'SMS_SENDER', configValue: 'A', secret: false },
          { configKey: 'SMS_SENDER', configValue: 'B', secret: false },
        ],
        version: 1,
      },
      'en',
    );
    expect(res.statusCode).toBe(400);
    // SMS_API_KEY is stored as a secret (empty): its mask keeps it; NEW_TOKEN has nothing to keep.
    expect(detailsOf(res)).toEqual({
      'items.1.configValue': 'type the value: the mask only keeps a secret that is already stored',
      'items.3.configKey': 'duplicate config key',
    });
  });

  it('creates a group without version; duplicate 409; stale 409; unknown update 404', async () => {
    const body = {
      configGroupType: 'LINE_NOTIFY',
      description: 'LINE notifications',
      items: [
        { configKey: 'CHANNEL_TOKEN', configValue: 'tok-123', secret: true, description: 'Channel token' },
        { configKey: 'ENABLED', configValue: 'false', secret: false },
      ],
    };
    const created = await call('saveConfigGroup', body);
    expectOkMatching(created, {
      configGroupType: 'LINE_NOTIFY',
      version: 1,
      items: [
        { configKey: 'CHANNEL_TOKEN', configValue: SECRET_MASK, secret: true, description: 'Channel token' },
        { configKey: 'ENABLED', configValue: 'false', secret: false, description: '' },
      ],
    });
    const dup = await call('saveConfigGroup', body);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().status.details[0]).toEqual({
      key: 'CONFIG_GROUP_DUPLICATE',
      description: 'ประเภทกลุ่มค่าตั้งนี้มีอยู่แล้ว',
    });
    const stale = await call('saveConfigGroup', { ...body, version: 9 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().status.details[0].key).toBe('STALE_RECORD');
    expect(
      (await call('saveConfigGroup', { ...body, configGroupType: 'NOT_YET', version: 1 })).statusCode,
    ).toBe(404);
    // Items not sent are removed.
    const fewer = await call('saveConfigGroup', { ...body, items: [body.items[1]], version: 1 });
    expect(fewer.json().data.items.map((i: Item) => i.configKey)).toEqual(['ENABLED']);
  });

  it('validates the group and every item field', async () => {
    const res = await call('saveConfigGroup', {
      configGroupType: 'lower',
      description: 'x'.repeat(501),
      items: [{ configKey: '1bad', configValue: 5, secret: 'yes', extra: true }],
    });
    expectRefused(res, 400, {
      configGroupType: 'ใช้ได้เฉพาะ A-Z, 0-9 และ _ (2–50 ตัว)',
      description: 'ต้องไม่เกิน 500 ตัวอักษร',
      'items.0.configKey': 'รูปแบบไม่ถูกต้อง',
      'items.0.configValue': 'ชนิดข้อมูลไม่ถูกต้อง',
      'items.0.secret': 'ชนิดข้อมูลไม่ถูกต้อง',
      'items.0.extra': 'ไม่รู้จักฟิลด์นี้',
    });
    const missing = await call('saveConfigGroup', { configGroupType: 'X_Y' });
    expect(Object.keys(detailsOf(missing)).sort()).toEqual(['description', 'items']);
  });
});
