// The monthly filing in server tests: a certified seller with an invoice and a cancellation-note
// template, its documents made through the real import and generation job, and its pack read back.
import JSZip from 'jszip';
import { fileDownloadUrl } from '../../../contract/file';
import { RD_FILING_PREFIX } from '../../../contract/rd-filing';
import { call, callGet, type Row } from './api';
import { signInNewCustomerUser, type SignedIn, type TestCustomerUser } from './auth';
import { giveCertificate } from './certificates';
import { excelTemplate, generateFrom, importCustomer, invoiceRow, noteColumns, type Cell } from './imports';
import type { TestPkcs12 } from './test-certificate';
import type { TestApp } from './test-app';

export interface FilingSeller {
  customerCode: string;
  taxId: string;
  /** A head-office USER: who uploads. */
  uploader: SignedIn & { user: TestCustomerUser };
  /** The customer's CUSTOMER_ADMIN: who files. */
  filer: SignedIn & { user: TestCustomerUser };
  invoiceTemplate: string;
  cancellationTemplate: string;
}

export async function filingSeller(t: TestApp, admin: SignedIn, cert: TestPkcs12): Promise<FilingSeller> {
  const customer = await importCustomer(t, admin, { documentTypes: [] });
  await giveCertificate(t, admin, customer.customerCode, cert);
  const template = (documentType: string) =>
    excelTemplate(t, admin, customer.customerCode, documentType, noteColumns());
  return {
    customerCode: customer.customerCode,
    taxId: customer.taxId,
    uploader: await signInNewCustomerUser(t, { customerCode: customer.customerCode, userRole: 'USER' }),
    filer: await signInNewCustomerUser(t, {
      customerCode: customer.customerCode,
      userRole: 'CUSTOMER_ADMIN',
    }),
    invoiceTemplate: await template('388'),
    cancellationTemplate: await template('T07'),
  };
}

/** Invoices issued on these dates (one per number), made through the import. */
export function invoices(t: TestApp, admin: SignedIn, seller: FilingSeller, issued: [string, string][]) {
  const rows: Cell[][] = issued.map(([documentNo, date]) => invoiceRow(documentNo, { 1: date }));
  return generateFrom(t, { admin, user: seller.uploader, templateCode: seller.invoiceTemplate }, rows);
}

/** A cancellation note (T07) of `invoiceNo` issued on `date`. */
export function cancellation(
  t: TestApp,
  admin: SignedIn,
  seller: FilingSeller,
  documentNo: string,
  date: string,
  invoice: { documentNo: string; date: string },
) {
  const row = invoiceRow(documentNo, {
    1: date,
    12: invoice.documentNo,
    13: invoice.date,
    14: 'ออกเอกสารผิด',
  });
  return generateFrom(t, { admin, user: seller.uploader, templateCode: seller.cancellationTemplate }, [row]);
}

export function rdCall(t: TestApp, as: SignedIn, path: string, body: Row) {
  return call(t, `${RD_FILING_PREFIX}/${path}`, body, { as });
}

/** The pack's entries: name → bytes, in the zip's order. */
export async function packEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const read = await JSZip.loadAsync(zip);
  const entries = new Map<string, Buffer>();
  for (const entry of Object.values(read.files)) entries.set(entry.name, await entry.async('nodebuffer'));
  return entries;
}

/** A document's XML as its page downloads it: name and bytes. */
export async function documentXml(
  t: TestApp,
  as: SignedIn,
  document: Row,
): Promise<{ name: string; bytes: Buffer }> {
  const res = await callGet(t, fileDownloadUrl(String(document.xmlFileId)), { as });
  if (res.statusCode !== 200) throw new Error(`XML download failed: ${res.body}`);
  const disposition = String(res.headers['content-disposition']);
  const name = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '');
  return { name, bytes: res.rawPayload };
}
