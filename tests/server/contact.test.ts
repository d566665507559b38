// The public contact form: validation, honeypot, rate limit, delivery to the outbox.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEND_CONTACT_EMAIL_PATH } from '../../contract/contact';
import { auditLog } from '../../server/db/schema/audit';
import { outbox } from '../../server/db/schema/mail';
import { nextTestIp } from './support/auth';
import { useTestApp } from './support/app-per-file';

const t = useTestApp({ contactTo: 'sales@etax.test' });

const valid = {
  name: 'วิภาวดี สายลม',
  email: 'wipawadee@example.test',
  tel: '0891234567',
  subject: 'ขอข้อมูลบริการ e-Tax Invoice',
  message: 'บริษัทออกใบกำกับภาษีประมาณ 3,000 ฉบับต่อเดือน\nสนใจบริการส่งทางอีเมล',
};

function send(payload: Record<string, unknown>, options: { ip?: string; language?: 'th' | 'en' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: SEND_CONTACT_EMAIL_PATH,
    payload,
    remoteAddress: options.ip ?? nextTestIp(),
    headers: options.language ? { 'accept-language': options.language } : {},
  });
}

const detailsOf = (body: { status: { details?: { key: string; description: string }[] } }) =>
  Object.fromEntries((body.status.details ?? []).map((d) => [d.key, d.description]));

const contactRows = (subject: string) =>
  t.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.refEntity, 'contact'), eq(outbox.subject, `[Contact] ${subject}`)))
    .orderBy(desc(outbox.id));

describe('sendContactEmail: delivery', () => {
  it('keeps the message in the outbox for the contact address (no SMTP configured) and audits it', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: { code: '000', message: 'Success' }, data: {} });
    const [row] = await contactRows(valid.subject);
    expect(row).toMatchObject({ channel: 'EMAIL', recipient: 'sales@etax.test', status: 'KEPT' });
    expect(row!.body).toBe(`From: ${valid.name} <${valid.email}>\nTel: ${valid.tel}\n\n${valid.message}`);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row!.id)));
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'CONTACT_MESSAGE',
        entity: 'outbox',
        actor: valid.email,
        actorRole: null,
      }),
    ]);
  });

  it('accepts a message without a phone number, or with an empty one', async () => {
    const { tel: _tel, ...withoutTel } = valid;
    expect((await send({ ...withoutTel, subject: 'ไม่มีเบอร์' })).statusCode).toBe(200);
    expect((await send({ ...valid, tel: '', subject: 'เบอร์ว่าง' })).statusCode).toBe(200);
    const [row] = await contactRows('เบอร์ว่าง');
    expect(row!.body).not.toContain('Tel:');
  });
});

describe('sendContactEmail: honeypot', () => {
  it('answers success to a filled honeypot field, and sends and audits nothing', async () => {
    const before = await t.deps.db.select({ id: outbox.id }).from(outbox);
    const res = await send({ ...valid, subject: 'Cheap pills', website: 'https://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: { code: '000', message: 'Success' }, data: {} });
    expect(await contactRows('Cheap pills')).toEqual([]);
    expect(await t.deps.db.select({ id: outbox.id }).from(outbox)).toHaveLength(before.length);
  });

  it('sends normally when the honeypot is sent empty (as the real form does)', async () => {
    expect((await send({ ...valid, subject: 'ฟอร์มจริง', website: '' })).statusCode).toBe(200);
    expect(await contactRows('ฟอร์มจริง')).toHaveLength(1);
  });
});

describe('sendContactEmail: validation', () => {
  it('refuses missing fields, one detail per field, in Thai by default', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    expect(res.json().status.code).toBe('102');
    expect(detailsOf(res.json())).toEqual({
      name: 'กรุณาระบุ',
      email: 'กรุณาระบุ',
      subject: 'กรุณาระบุ',
      message: 'กรุณาระบุ',
    });
  });

  it('refuses a bad e-mail, phone, multi-line subject, blank message and unknown fields', async () => {
    const res = await send({
      ...valid,
      email: 'not-an-email',
      tel: '02-123',
      subject: 'Hello\r\nBcc: all@example.test',
      message: '   ',
      extra: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res.json())).toEqual({
      email: 'รูปแบบอีเมลไม่ถูกต้อง',
      tel: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0',
      subject: 'กรุณาระบุเป็นข้อความบรรทัดเดียว',
      message: 'กรุณาระบุ',
      extra: 'ไม่รู้จักฟิลด์นี้',
    });
  });

  it('answers in English when asked, and refuses over-long text and NUL characters', async () => {
    const res = await send({ ...valid, email: 'x@', message: 'a'.repeat(5001) }, { language: 'en' });
    expect(detailsOf(res.json())).toEqual({
      email: 'invalid e-mail address',
      message: 'must be at most 5000 characters',
    });
    const nul = await send({ ...valid, name: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(detailsOf(nul.json()))).toEqual(['name']);
  });
});

describe('sendContactEmail: rate limit', () => {
  it('allows 5 messages per 10 minutes per IP, then answers 429 with Retry-After (honeypot hits count too)', async () => {
    const ip = nextTestIp();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await send({ ...valid, subject: `rate ${i}` }, { ip })).statusCode);
    codes.push((await send({ ...valid, website: 'bot' }, { ip })).statusCode);
    const limited = await send(valid, { ip });
    codes.push(limited.statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect(limited.json().status.code).toBe('429');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another visitor is not affected.
    expect((await send({ ...valid, subject: 'another IP' })).statusCode).toBe(200);
  });
});
