// bench:documents: the data set of the search and dashboard benchmarks, loaded straight into a data dir.
import { bahttext } from 'bahttext';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../server/security/password';
import {
  ADDRESSES,
  DOCUMENTS,
  OWNER_ADDRESS,
  type Random,
  THAI_WORDS,
  buyerName,
  pick,
  taxId,
  weighted,
} from './shared';

// ---------------------------------------------------------------- 2. search: the data

export interface BenchCustomer {
  code: string;
  name: string;
  taxId: string;
  share: number;
  branches: string[];
  /** Document types and their shares of the customer's documents. */
  types: [type: string, share: number][];
  buyers: Buyer[];
}
export interface Buyer {
  name: string;
  taxId: string;
  email: string | null;
  tel: string | null;
  address: string;
}

export const PREFIXES: Record<string, string> = {
  '388': 'INV',
  T02: 'IV',
  T03: 'RC',
  T04: 'DO',
  T01: 'RE',
  '80': 'DN',
  '81': 'CN',
  '380': 'BL',
};
export const EDOC_TYPES = new Set(['380']);

export function benchCustomers(random: Random, documents: number): BenchCustomer[] {
  const shapes: [share: number, branches: number, types: [string, number][]][] = [
    [
      0.32,
      5,
      [
        ['388', 60],
        ['T03', 32],
        ['81', 6],
        ['80', 2],
      ],
    ],
    [
      0.22,
      4,
      [
        ['T02', 85],
        ['81', 10],
        ['80', 5],
      ],
    ],
    [
      0.14,
      3,
      [
        ['380', 70],
        ['388', 30],
      ],
    ],
    [
      0.1,
      2,
      [
        ['T03', 90],
        ['81', 10],
      ],
    ],
    [
      0.08,
      2,
      [
        ['388', 75],
        ['T04', 20],
        ['81', 5],
      ],
    ],
    [0.07, 2, [['T02', 100]]],
    [
      0.05,
      1,
      [
        ['388', 80],
        ['81', 20],
      ],
    ],
    [
      0.02,
      1,
      [
        ['T01', 60],
        ['388', 40],
      ],
    ],
  ];
  return shapes.map(([share, branchCount, types], i) => {
    const buyerCount = Math.max(50, Math.round((300 + 20_000 * share) * Math.min(1, documents / 1_000_000)));
    const buyers = Array.from({ length: buyerCount }, (_, b) => {
      const name = buyerName(random);
      return {
        name,
        taxId: taxId(random, /^(บริษัท|ห้าง)/.test(name) ? '0' : String(1 + Math.floor(random() * 8))),
        email:
          random() < 0.75
            ? `ap${b}.${i + 1}@${pick(random, ['example.co.th', 'mail.example.com', 'corp.example.net'])}`
            : null,
        tel: random() < 0.3 ? `08${String(Math.floor(random() * 1e8)).padStart(8, '0')}` : null,
        address: pick(random, ADDRESSES),
      };
    });
    return {
      code: `C${String(900_001 + i)}`,
      name: `บริษัท ${pick(random, THAI_WORDS)}${pick(random, THAI_WORDS)}ทดสอบ ${i + 1} จำกัด`,
      taxId: taxId(random, '0'),
      share,
      branches: Array.from({ length: branchCount }, (_, b) => String(b).padStart(5, '0')),
      types,
      buyers,
    };
  });
}

export const FIRST_DAY = Date.UTC(2024, 10, 21); // two years of issue dates: 2024-11-21 …
export const DAYS = 730; //                                                 … 2026-11-20
export const isoDay = (day: number) => new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10);

/** What the searches pick their criteria from: a sample of the generated documents. */
export interface Sample {
  customer: number;
  branch: string;
  type: string;
  documentNo: string;
  buyer: number;
  uploadId: number;
}

/** The column arrays of one INSERT batch. */
export class Batch {
  documents: Record<string, unknown[]> = {};
  uploads: Record<string, unknown[]> = {};
  size = 0;
  add(target: 'documents' | 'uploads', row: Record<string, unknown>) {
    const columns = this[target];
    for (const [key, value] of Object.entries(row)) (columns[key] ??= []).push(value);
    if (target === 'documents') this.size += 1;
  }
}

/**
 * The documents, upload by upload in time order (document ids grow with the issue dates, as they
 * do when imports are made day after day), handed over in batches.
 */
export async function generateDocuments(
  random: Random,
  customers: BenchCustomer[],
  total: number,
  flush: (batch: Batch) => Promise<void>,
): Promise<{ samples: Sample[]; uploads: number }> {
  const samples: Sample[] = [];
  const numbers = new Map<string, number>();
  let batch = new Batch();
  let made = 0;
  let uploadId = 0;
  while (made < total) {
    uploadId += 1;
    const c = weighted(
      random,
      customers.map((x) => x.share),
    );
    const customer = customers[c]!;
    const branch =
      customer.branches[
        weighted(
          random,
          customer.branches.map((_, i) => (i === 0 ? 3 : 1)),
        )
      ]!;
    const type =
      customer.types[
        weighted(
          random,
          customer.types.map(([, share]) => share),
        )
      ]![0];
    const uploadType = EDOC_TYPES.has(type) ? 'EDOC' : 'ETAX';
    // 20–1,500 documents an import (log-uniform: ~300 on average).
    const size = Math.min(total - made, Math.round(Math.exp(Math.log(20) + random() * Math.log(75))));
    const day = Math.min(DAYS - 1, Math.floor((made / total) * DAYS));
    const uploaded = new Date(FIRST_DAY + day * 86_400_000 + 9 * 3_600_000 + random() * 8 * 3_600_000);
    batch.add('uploads', {
      upload_id: uploadId,
      customer_code: customer.code,
      branch_code: branch,
      upload_type: uploadType,
      template_code: `BT-${customer.code}-${type}`,
      document_type: type,
      total_rows: size,
      upload_dtm: uploaded.toISOString(),
    });
    for (let d = 0; d < size; d += 1) {
      const issueDay = Math.max(0, day - Math.floor(random() * random() * 5));
      const issueDate = isoDay(issueDay);
      const year = issueDate.slice(0, 4);
      const key = `${customer.code} ${type} ${year}`;
      const seq = (numbers.get(key) ?? 0) + 1;
      numbers.set(key, seq);
      const documentNo = `${PREFIXES[type]}${year}-${String(seq).padStart(6, '0')}`;
      const b = Math.floor(customer.buyers.length * random() ** 2.5);
      const buyer = customer.buyers[b]!;
      const failed = random() < 0.015;
      const before =
        Math.round(Math.exp(Math.log(100) + random() * Math.log(5_000))) + Math.floor(random() * 100) / 100;
      const rate = uploadType === 'EDOC' ? 0 : 7;
      const vat = Math.round(before * rate) / 100;
      const totalAmount = (before + vat).toFixed(2);
      const roll = random();
      const emailStatus =
        failed || !buyer.email
          ? 'NOT_REQUESTED'
          : roll < 0.012
            ? 'FAILED'
            : roll < 0.02 || made > total - 2_000
              ? 'PENDING'
              : 'SENT';
      const created = new Date(uploaded.getTime() + 60_000 + d * 40);
      batch.add('documents', {
        upload_id: uploadId,
        customer_code: customer.code,
        branch_code: branch,
        upload_type: uploadType,
        document_type: type,
        document_no: documentNo,
        first_row_no: d + 2,
        issue_date: issueDate,
        due_date: isoDay(issueDay + 30),
        buyer_name: buyer.name,
        buyer_tax_id: buyer.taxId,
        buyer_branch_code: '00000',
        buyer_email: buyer.email,
        buyer_tel: buyer.tel,
        buyer_address: buyer.address,
        total_before_vat: failed ? null : before.toFixed(2),
        vat_rate: failed ? null : rate.toFixed(2),
        vat_amount: failed ? null : vat.toFixed(2),
        total_amount: failed ? null : totalAmount,
        amount_in_words_th: failed ? null : bahttext(Number(totalAmount)),
        status: failed ? 'FAILED' : 'GENERATED',
        fail_code: failed ? 'TOTAL_MISMATCH' : null,
        fail_params: failed
          ? JSON.stringify({ field: 'TOTAL_AMOUNT', stated: totalAmount, computed: before.toFixed(2) })
          : null,
        email_status: emailStatus,
        last_sent_dtm: emailStatus === 'SENT' ? new Date(created.getTime() + 5_000).toISOString() : null,
        create_dtm: created.toISOString(),
      });
      if (random() < 0.002) samples.push({ customer: c, branch, type, documentNo, buyer: b, uploadId });
      made += 1;
      if (batch.size >= 5_000) {
        await flush(batch);
        batch = new Batch();
      }
    }
  }
  if (batch.size > 0 || Object.keys(batch.uploads).length > 0) await flush(batch);
  return { samples, uploads: uploadId };
}

export const BENCH_PASSWORD = `bench-${randomBytes(9).toString('base64url')}`;

export interface Query {
  text: string;
  params?: unknown[];
}
export type Run = (query: Query) => Promise<{ rows: Record<string, unknown>[] }>;

/** Customers, branches, templates and accounts the documents need (the admin gets a known password). */
export async function loadOwners(run: Run, customers: BenchCustomer[]): Promise<void> {
  const address = OWNER_ADDRESS;
  const hash = await hashPassword(BENCH_PASSWORD);
  for (const c of customers) {
    await run({
      text: `INSERT INTO customer (customer_code, customer_name, customer_number, customer_status, customer_type, contact_tel,
               address, document_types, create_by, last_update_by)
             VALUES ($1, $2, $3, 'ACTIVE', 'JURISTIC', '021234567', $4::jsonb, $5::text[], 'bench', 'bench')`,
      params: [c.code, c.name, c.taxId, address, c.types.map(([type]) => type)],
    });
    for (const branch of c.branches) {
      await run({
        text: `INSERT INTO customer_branch (customer_code, branch_code, branch_name, branch_type, address, status, create_by, last_update_by)
               VALUES ($1, $2, $3, $4, $5::jsonb, 'ACTIVE', 'bench', 'bench')`,
        params: [
          c.code,
          branch,
          branch === '00000' ? 'สำนักงานใหญ่' : `สาขาที่ ${Number(branch)}`,
          branch === '00000' ? 'HEAD_OFFICE' : 'BRANCH',
          address,
        ],
      });
    }
    for (const [type] of c.types) {
      await run({
        text: `INSERT INTO upload_template (template_code, customer_code, template_name, template_type, upload_type, document_type,
                 template_status, create_by, last_update_by)
               VALUES ($1, $2, $3, 'EXCEL', $4, $5, 'ACTIVE', 'bench', 'bench')`,
        params: [
          `BT-${c.code}-${type}`,
          c.code,
          `แม่แบบ ${type}`,
          EDOC_TYPES.has(type) ? 'EDOC' : 'ETAX',
          type,
        ],
      });
    }
  }
  const users: [code: string, customer: BenchCustomer, role: string, branches: string[]][] = [
    ['U900001', customers[0]!, 'CUSTOMER_ADMIN', []],
    ['U900002', customers[customers.length - 1]!, 'CUSTOMER_ADMIN', []],
    ['U900003', customers[1]!, 'USER', customers[1]!.branches.slice(1, 3)],
  ];
  for (const [code, c, role, branches] of users) {
    await run({
      text: `INSERT INTO customer_user (user_code, customer_code, username, full_name, email, user_role, branch_codes,
               password_hash, create_by, last_update_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, 'bench', 'bench')`,
      params: [
        code,
        c.code,
        `bench.${code.toLowerCase()}`,
        `ผู้ใช้ ${code}`,
        `${code}@example.test`,
        role,
        branches,
        hash,
      ],
    });
  }
  await run({
    text: `UPDATE admin_user SET password_hash = $1, must_change_password = false WHERE username = 'admin'`,
    params: [hash],
  });
}

export async function loadDocuments(
  run: Run,
  customers: BenchCustomer[],
  random: Random,
): Promise<{ samples: Sample[]; uploads: number }> {
  // The search's indexes (0072) are built once after the load, as one does for a bulk load; the
  // unique ones stay (they are the data's rules) and the tallies' triggers count every batch.
  const indexes = await run({
    text: `SELECT i.indexname, i.indexdef FROM pg_indexes i JOIN pg_index x ON x.indexrelid = (quote_ident(i.indexname))::regclass
           WHERE i.tablename = 'document' AND NOT x.indisunique`,
  });
  for (const index of indexes.rows) await run({ text: `DROP INDEX ${String(index.indexname)}` });
  const started = Date.now();
  let loaded = 0;
  const result = await generateDocuments(random, customers, DOCUMENTS, async (batch) => {
    const u = batch.uploads;
    if (u.upload_id?.length) {
      await run({
        text: `INSERT INTO customer_upload (upload_id, customer_code, branch_code, upload_type, template_code, document_type,
                 file_name, total_rows, valid_rows, error_rows, status, upload_dtm, upload_by, user_submit_by, user_submit_dtm,
                 accounting_submit_by, accounting_submit_dtm, document_total, version, last_update_dtm, last_update_by)
               SELECT id, cc, bc, ut, tc, dt, 'invoices-' || id || '.xlsx', n, n, 0, 'COMPLETED', at, 'bench', 'bench', at,
                 'bench', at, n, 5, at, 'job:document-generation'
               FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::timestamptz[])
                 AS r(id, cc, bc, ut, tc, dt, n, at)`,
        params: [
          u.upload_id,
          u.customer_code,
          u.branch_code,
          u.upload_type,
          u.template_code,
          u.document_type,
          u.total_rows,
          u.upload_dtm,
        ],
      });
    }
    const d = batch.documents;
    await run({
      text: `INSERT INTO document (upload_id, customer_code, branch_code, upload_type, document_type, document_no, first_row_no,
               issue_date, due_date, buyer_name, buyer_tax_id, buyer_branch_code, buyer_email, buyer_tel, buyer_address,
               total_before_vat, vat_rate, vat_amount, total_amount, amount_in_words_th, status, fail_code, fail_params,
               email_status, sms_status, last_sent_dtm, create_dtm, create_by, last_update_dtm, last_update_by)
             SELECT uid, cc, bc, ut, dt, dn, fr, idate, ddate, bn, bt, bb, be, btel, ba, tbv, vr, va, ta, words, st, fc,
               fp::jsonb, es, 'NOT_REQUESTED', lsd, cd, 'job:document-generation', coalesce(lsd, cd), 'job:document-generation'
             FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::date[],
               $9::date[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::numeric[],
               $17::numeric[], $18::numeric[], $19::numeric[], $20::text[], $21::text[], $22::text[], $23::text[], $24::text[],
               $25::timestamptz[], $26::timestamptz[])
               AS r(uid, cc, bc, ut, dt, dn, fr, idate, ddate, bn, bt, bb, be, btel, ba, tbv, vr, va, ta, words, st, fc, fp, es,
                 lsd, cd)`,
      params: [
        d.upload_id,
        d.customer_code,
        d.branch_code,
        d.upload_type,
        d.document_type,
        d.document_no,
        d.first_row_no,
        d.issue_date,
        d.due_date,
        d.buyer_name,
        d.buyer_tax_id,
        d.buyer_branch_code,
        d.buyer_email,
        d.buyer_tel,
        d.buyer_address,
        d.total_before_vat,
        d.vat_rate,
        d.vat_amount,
        d.total_amount,
        d.amount_in_words_th,
        d.status,
        d.fail_code,
        d.fail_params,
        d.email_status,
        d.last_sent_dtm,
        d.create_dtm,
      ],
    });
    loaded += batch.size;
    if (loaded % 100_000 < batch.size) {
      console.log(
        `  … ${loaded.toLocaleString('en')} documents in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  });
  for (const index of indexes.rows) await run({ text: String(index.indexdef) });
  await run({ text: `SELECT setval('customer_upload_upload_id_seq', ${result.uploads})` });
  return result;
}

export interface Loaded {
  customers: BenchCustomer[];
  samples: Sample[];
}
