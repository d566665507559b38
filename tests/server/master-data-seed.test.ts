import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  district,
  listboxGroup,
  listboxItem,
  province,
  subDistrict,
} from '../../server/db/schema/master-data';
import { seedMasterData } from '../../server/db/seed/master-data';
import { useAdminApp } from './support/app-per-file';
import { post } from './support/master-data';

const { t, admin } = useAdminApp();

const DOMAIN_GROUPS = [
  'CUSTOMER_STATUS',
  'ADMIN_STATUS',
  'PROVINCE_STATUS',
  'CUSTOMER_TYPE',
  'BRANCH_TYPE',
  'ELECTRONIC_DOC_TYPE',
  'UPLOAD_TYPE',
  'DOCUMENT_TYPE',
  'TICKET_REQUEST_STATUS',
  'TICKET_REQ_TYPE',
  'TICKET_REQ_PRIORITY',
  'TEMPLATE_TYPE',
  'INPUT_CONTROL_TYPE',
  'INPUT_TYPE',
  'INPUT_COL',
  'DATA_TYPE_KEY',
  'GENERATE_DOC_MAP',
  'PDF_TEMPLATE_STATUS',
  'HSM_SLOT',
];

async function counts() {
  const [p] = await t.deps.db.select({ n: count() }).from(province);
  const [d] = await t.deps.db.select({ n: count() }).from(district);
  const [s] = await t.deps.db.select({ n: count() }).from(subDistrict);
  const [g] = await t.deps.db.select({ n: count() }).from(listboxGroup);
  const [i] = await t.deps.db.select({ n: count() }).from(listboxItem);
  return { provinces: p!.n, districts: d!.n, subDistricts: s!.n, groups: g!.n, items: i!.n };
}

const items = async (group: string) =>
  (await post(t, 'listboxByGroup', { listboxGroup: group }, { as: admin })).json().data;

describe('address seed from @bilions/thailand-address', () => {
  it('holds 77 provinces, 928 districts and 7,348 sub-districts, all active', async () => {
    expect(await counts()).toMatchObject({ provinces: 77, districts: 928, subDistricts: 7348 });
    const [inactive] = await t.deps.db
      .select({ n: count() })
      .from(subDistrict)
      .where(sql`${subDistrict.status} <> 'ACTIVE'`);
    expect(inactive!.n).toBe(0);
  });

  it('keeps DOPA codes of 2/4/6 digits, each starting with its parent, and 5-digit zip codes', async () => {
    const db = t.deps.db;
    const [districts] = await db
      .select({ n: count() })
      .from(district)
      .where(sql`substr(${district.districtCode}, 1, 2) <> ${district.provinceCode}`);
    const [subDistricts] = await db
      .select({ n: count() })
      .from(subDistrict)
      .where(sql`substr(${subDistrict.subDistrictCode}, 1, 4) <> ${subDistrict.districtCode}`);
    const [zips] = await db
      .select({ n: count() })
      .from(subDistrict)
      .where(sql`${subDistrict.zipCode} !~ '^[0-9]{5}$'`);
    expect([districts!.n, subDistricts!.n, zips!.n]).toEqual([0, 0, 0]);
  });

  it('gives every province a region (geoId 1–6) and a seq in code order', async () => {
    const rows = await t.deps.db.select().from(province).orderBy(province.provinceCode);
    expect(rows.every((r) => r.geoId !== null && r.geoId >= 1 && r.geoId <= 6)).toBe(true);
    expect(new Set(rows.map((r) => r.geoId)).size).toBe(6);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(rows[0]).toMatchObject({
      provinceCode: '10',
      provinceNameTh: 'กรุงเทพมหานคร',
      provinceNameEng: 'Bangkok',
      geoId: 2,
    });
  });

  it('writes Bangkok district names without the เขต prefix (the UI adds เขต/อำเภอ)', async () => {
    const [row] = await t.deps.db.select().from(district).where(eq(district.districtCode, '1001'));
    expect(row).toMatchObject({
      provinceCode: '10',
      districtNameTh: 'พระนคร',
      districtNameEn: 'Phra Nakhon',
    });
    const prefixed = await t.deps.db
      .select({ n: count() })
      .from(district)
      .where(sql`${district.districtNameTh} LIKE 'เขต %'`);
    expect(prefixed[0]!.n).toBe(0);
    const [sub] = await t.deps.db.select().from(subDistrict).where(eq(subDistrict.subDistrictCode, '100101'));
    expect(sub).toMatchObject({
      districtCode: '1001',
      subDistrictNameTh: 'พระบรมมหาราชวัง',
      zipCode: '10200',
    });
  });
});

describe('listbox seed of domain.md', () => {
  it('has every listbox group of domain.md, active', async () => {
    const res = await post(t, 'listAllListboxGroup', {}, { as: admin });
    expect(res.statusCode).toBe(200);
    const groups = res.json().data as { listboxGroupCode: string; status: string }[];
    expect(groups.map((g) => g.listboxGroupCode).sort()).toEqual([...DOMAIN_GROUPS].sort());
    expect(groups.every((g) => g.status === 'ACTIVE')).toBe(true);
  });

  it('has every group with Thai and English names on each item', async () => {
    for (const group of DOMAIN_GROUPS) {
      const options = (await items(group)) as { code: string; nameTh: string; nameEn: string; seq: number }[];
      expect(options.length, group).toBeGreaterThan(0);
      for (const o of options) {
        expect(o.nameTh.trim(), `${group}/${o.code}`).not.toBe('');
        expect(o.nameEn.trim(), `${group}/${o.code}`).not.toBe('');
      }
      expect(options.map((o) => o.seq)).toEqual([...options.map((o) => o.seq)].sort((a, b) => a - b));
    }
  });

  it('has the 11 document types with the exact Thai names', async () => {
    const types = (await items('DOCUMENT_TYPE')) as { code: string; nameTh: string }[];
    expect(types.map((x) => [x.code, x.nameTh])).toEqual([
      ['388', 'ใบกำกับภาษี'],
      ['T02', 'ใบแจ้งหนี้/ใบกำกับภาษี'],
      ['T03', 'ใบเสร็จรับเงิน/ใบกำกับภาษี'],
      ['T04', 'ใบส่งของ/ใบกำกับภาษี'],
      ['T01', 'ใบรับ (ใบเสร็จรับเงิน)'],
      ['80', 'ใบเพิ่มหนี้'],
      ['81', 'ใบลดหนี้'],
      ['T05', 'ใบกำกับภาษีอย่างย่อ'],
      ['T06', 'ใบเสร็จรับเงิน/ใบกำกับภาษีอย่างย่อ'],
      ['T07', 'ใบแจ้งยกเลิก'],
      ['380', 'ใบแจ้งหนี้'],
    ]);
  });

  it('has the codes domain.md lists for the other groups', async () => {
    const codes = async (group: string) => ((await items(group)) as { code: string }[]).map((x) => x.code);
    expect(await codes('PROVINCE_STATUS')).toEqual(['ACTIVE', 'INACTIVE']);
    expect(await codes('CUSTOMER_TYPE')).toEqual(['JURISTIC', 'INDIVIDUAL']);
    expect(await codes('BRANCH_TYPE')).toEqual(['HEAD_OFFICE', 'BRANCH']);
    expect(await codes('UPLOAD_TYPE')).toEqual(['ETAX', 'EDOC']);
    expect(await codes('TICKET_REQUEST_STATUS')).toEqual(['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED']);
    expect(await codes('TICKET_REQ_PRIORITY')).toEqual(['LOW', 'MEDIUM', 'HIGH', 'URGENT']);
    expect(await codes('INPUT_TYPE')).toEqual([
      'STRING',
      'INTEGER',
      'DECIMAL',
      'DATE',
      'EMAIL',
      'TEL',
      'TAX_ID',
    ]);
    expect(await codes('PDF_TEMPLATE_STATUS')).toEqual(['DRAFT', 'ACTIVE', 'INACTIVE']);
    expect(await codes('HSM_SLOT')).toEqual(['SOFT_0']);
    const columns = await codes('INPUT_COL');
    expect(columns).toHaveLength(52);
    expect([columns[0], columns[25], columns[26], columns[51]]).toEqual(['A', 'Z', 'AA', 'AZ']);
    const dataKeys = await codes('DATA_TYPE_KEY');
    // domain.md's 27, and a deposit deducted and its kind (issue 34, migration 0084).
    expect(dataKeys).toHaveLength(29);
    expect(dataKeys.slice(-2)).toEqual(['PREPAID_AMOUNT', 'PREPAID_TYPE']);
    expect(await codes('GENERATE_DOC_MAP')).toEqual([
      ...dataKeys,
      'SELLER_NAME',
      'SELLER_TAX_ID',
      'SELLER_ADDRESS',
      'AMOUNT_IN_WORDS_TH',
      // A PDF template's item table numbers its lines, and its pages are numbered (issue 16).
      'ITEM_LINE_NO',
      'PAGE_NO',
      // A debit / credit note's values, Revenue Code s.86/9 and 86/10 (issue 28, migration 0098).
      'ORIGINAL_AMOUNT',
      'CORRECT_AMOUNT',
      'DIFFERENCE_AMOUNT',
    ]);
  });

  it('maps document types to RD codes under DOCUMENT_TYPE and over_all', async () => {
    const map = async (key: string) =>
      (await post(t, 'getListboxMapRdByKey', { key })).json().data as { code: string; rdCode: string }[];
    const documentType = await map('DOCUMENT_TYPE');
    expect(documentType).toHaveLength(10);
    expect(documentType[0]).toEqual({
      code: '388',
      nameTh: 'ใบกำกับภาษี',
      nameEn: 'Tax invoice',
      rdCode: '388',
    });
    const overAll = await map('over_all');
    expect(overAll.map((r) => r.code)).toContain('380');
    expect(overAll).toHaveLength(11);
    expect(await map('NO_SUCH_KEY')).toEqual([]);
  });
});

describe('config group seed', () => {
  it('has SYSTEM, SMTP and SMS with a secret SMTP password', async () => {
    const res = await post(t, 'searchConfigGroup', {}, { as: admin });
    expect(res.json().data.map((g: { configGroupType: string }) => g.configGroupType)).toEqual([
      'SMS',
      'SMTP',
      'SYSTEM',
    ]);
    const smtp = (await post(t, 'getConfigGroup', { configGroupType: 'SMTP' }, { as: admin })).json().data;
    expect(smtp.items.find((i: { configKey: string }) => i.configKey === 'SMTP_PASSWORD')).toMatchObject({
      secret: true,
    });
  });
});

describe('seeding again', () => {
  it('changes nothing: each table is seeded only when empty', async () => {
    const before = await counts();
    await seedMasterData(t.deps.db);
    expect(await counts()).toEqual(before);
  });
});
