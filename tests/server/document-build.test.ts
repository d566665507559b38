// From rows to documents: grouping by DOCUMENT_NO, lines, totals in satang, VAT, the amount in
// Thai words, and each reason a document cannot be made.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildDocuments,
  defaultVatRate,
  type SourceRow,
} from '../../server/modules/document/build-documents';

const row = (rowNo: number, data: Record<string, string | null>): SourceRow => ({
  rowNo,
  data: {
    DOCUMENT_NO: 'INV-1',
    ISSUE_DATE: '2026-11-20',
    BUYER_NAME: 'บริษัท ผู้ซื้อ จำกัด',
    ITEM_NAME: 'ค่าบริการ',
    ITEM_QTY: '1',
    ITEM_UNIT_PRICE: '100.00',
    ...data,
  },
});

describe('buildDocuments', () => {
  it('makes one document per number, in file order, with one line per row', () => {
    const documents = buildDocuments(
      [
        row(2, { DOCUMENT_NO: 'INV-2', ITEM_NAME: 'ปู่ ญี่ปุ่น น้ำ' }),
        row(3, { DOCUMENT_NO: 'INV-1' }),
        row(4, { DOCUMENT_NO: 'INV-2', ITEM_NAME: 'ค่าขนส่ง', ITEM_QTY: '3', ITEM_UNIT_PRICE: '10.50' }),
      ],
      700n,
    );
    expect(documents.map((d) => [d.documentNo, d.firstRowNo, d.lines.length])).toEqual([
      ['INV-2', 2, 2],
      ['INV-1', 3, 1],
    ]);
    expect(documents[0]!.lines).toEqual([
      expect.objectContaining({ lineNo: 1, itemName: 'ปู่ ญี่ปุ่น น้ำ', qty: '1.00', amount: '100.00' }),
      expect.objectContaining({
        lineNo: 2,
        itemName: 'ค่าขนส่ง',
        qty: '3.00',
        unitPrice: '10.50',
        amount: '31.50',
      }),
    ]);
    expect(documents[0]!.totals).toEqual({
      totalBeforeVat: '131.50',
      vatRate: '7.00',
      vatAmount: '9.21',
      totalAmount: '140.71',
      amountInWordsTh: 'หนึ่งร้อยสี่สิบบาทเจ็ดสิบเอ็ดสตางค์',
    });
    expect(documents[0]!.failure).toBeUndefined();
  });

  it('reads the header from the rows, with THB when no currency is given', () => {
    const [document] = buildDocuments(
      [row(2, { BUYER_TAX_ID: '0105536112014', BUYER_EMAIL: 'buyer@example.test', DUE_DATE: null })],
      700n,
    );
    expect(document!.header).toMatchObject({
      issueDate: '2026-11-20',
      dueDate: null,
      buyerName: 'บริษัท ผู้ซื้อ จำกัด',
      buyerTaxId: '0105536112014',
      buyerEmail: 'buyer@example.test',
      currency: 'THB',
    });
  });

  it('takes the VAT rate of the rows, else 7 % on E-TAX and none on E-DOCUMENT', () => {
    expect(defaultVatRate('ETAX')).toBe(700n);
    expect(defaultVatRate('EDOC')).toBe(0n);
    expect(buildDocuments([row(2, { VAT_RATE: '0' })], 700n)[0]!.totals).toMatchObject({
      vatAmount: '0.00',
      totalAmount: '100.00',
      amountInWordsTh: 'หนึ่งร้อยบาทถ้วน',
    });
    expect(buildDocuments([row(2, {})], 0n)[0]!.totals?.totalAmount).toBe('100.00');
  });

  it('fails a document whose stated totals do not add up, keeping the others', () => {
    const documents = buildDocuments(
      [
        row(2, { DOCUMENT_NO: 'A', TOTAL_AMOUNT: '107.00' }),
        row(3, { DOCUMENT_NO: 'B', TOTAL_AMOUNT: '108.00' }),
      ],
      700n,
    );
    expect(documents[0]!.failure).toBeUndefined();
    expect(documents[1]!.failure).toEqual({
      code: 'TOTAL_MISMATCH',
      params: { field: 'TOTAL_AMOUNT', stated: '108.00', computed: '107.00' },
    });
  });

  it('names the missing field and its row, and puts rows without a number in one failed document', () => {
    const [noBuyer] = buildDocuments([row(5, { BUYER_NAME: ' ' })], 700n);
    expect(noBuyer!.failure).toEqual({ code: 'MISSING_FIELD', params: { field: 'BUYER_NAME', rowNo: 5 } });
    const [noItem] = buildDocuments([row(2, {}), row(3, { ITEM_NAME: null })], 700n);
    expect(noItem!.failure).toEqual({ code: 'MISSING_FIELD', params: { field: 'ITEM_NAME', rowNo: 3 } });
    const unnumbered = buildDocuments([row(2, { DOCUMENT_NO: null }), row(3, { DOCUMENT_NO: '' })], 700n);
    expect(unnumbered).toHaveLength(1);
    expect(unnumbered[0]).toMatchObject({
      documentNo: '',
      failure: { code: 'MISSING_FIELD', params: { field: 'DOCUMENT_NO', rowNo: 2 } },
    });
    const [badAmount] = buildDocuments([row(2, { ITEM_QTY: '1.00005' })], 700n);
    expect(badAmount!.failure).toEqual({ code: 'INVALID_AMOUNT', params: { field: 'ITEM_QTY', rowNo: 2 } });
  });

  it('takes quantities and unit prices with 4 decimals and rounds each line to the satang', () => {
    // 12.345 litres at 30.9999 = 382.6937655 → 382.69; 3 × 0.3333 = 0.9999 → 1.00.
    const [document] = buildDocuments(
      [
        row(2, { ITEM_QTY: '12.345', ITEM_UNIT_PRICE: '30.9999' }),
        row(3, { ITEM_QTY: '3', ITEM_UNIT_PRICE: '0.3333', ITEM_AMOUNT: '1.00' }),
      ],
      700n,
    );
    expect(document!.lines.map((line) => [line.qty, line.unitPrice, line.amount])).toEqual([
      ['12.345', '30.9999', '382.69'],
      ['3.00', '0.3333', '1.00'],
    ]);
    expect(document!.totals).toMatchObject({
      totalBeforeVat: '383.69',
      vatAmount: '26.86',
      totalAmount: '410.55',
    });
  });

  it('adds up any lines exactly: Σ lines = before VAT, before + VAT = total, the words say the total', () => {
    const satang = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            qty: fc.bigInt({ min: 1n, max: 100_000n }),
            price: fc.bigInt({ min: 0n, max: 10_000_000n }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        fc.constantFrom(0n, 700n, 1000n),
        (lines, rate) => {
          const rows = lines.map((line, index) =>
            row(index + 2, { ITEM_QTY: satang(line.qty), ITEM_UNIT_PRICE: satang(line.price) }),
          );
          const [document] = buildDocuments(rows, rate);
          const cents = (value: string) => BigInt(value.replace('.', ''));
          const amounts = document!.lines.map((line) => cents(line.amount));
          const before = amounts.reduce((a, b) => a + b, 0n);
          const totals = document!.totals!;
          expect(cents(totals.totalBeforeVat)).toBe(before);
          expect(cents(totals.totalAmount)).toBe(before + cents(totals.vatAmount));
          // VAT within half a satang of the exact rate.
          const exact = Number(before) * (Number(rate) / 10_000);
          expect(Math.abs(Number(cents(totals.vatAmount)) - exact)).toBeLessThanOrEqual(0.5);
          const total = cents(totals.totalAmount);
          expect(totals.amountInWordsTh.endsWith(total % 100n === 0n ? 'บาทถ้วน' : 'สตางค์')).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
