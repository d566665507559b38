// npx tsx scripts/bench-pdf.ts [count] — how fast a document's PDF is made: `count` (200)
// one-page documents of 10 Thai lines each, one after another on one core, after a warm-up
// document (font parsing and the first layouts) — with the built-in layout, then filling a
// customer's one-page PDF form (a PDF template: header fields, an item table, totals). Goal
// (design/toolchain.md "PDF speed"): ≥ 50 documents per second per core. Prints wall-clock and
// CPU-time rates (the second is the per-core figure when other work shares the machine); it
// asserts nothing.
import { bahttext } from 'bahttext';
import type { PdfDocument } from '../server/pdf/document-model';
import { renderDocumentPdf } from '../server/pdf/render-document';
import { readForm } from '../server/pdf/template/form-pdf';
import {
  LoadedForm,
  renderTemplatePdf,
  type TemplateLayout,
  type TemplateValues,
} from '../server/pdf/template/fill-template';
import { pdfForm } from '../tests/server/support/pdf-forms';
import { layoutField } from '../tests/server/support/pdf-templates';

const COUNT = Number(process.argv[2] ?? 200);
const ITEMS = ['น้ำดื่มบรรจุขวด 600 มล.', 'ค่าบริการติดตั้งระบบ', 'กระดาษ A4 80 แกรม', 'ปุ่มกดฉุกเฉิน', 'ค่าขนส่ง'];

function sampleDocument(n: number): PdfDocument {
  const lines = Array.from({ length: 10 }, (_, i) => {
    const qty = (i % 4) + 1;
    const unitPrice = 100 + n + i * 37.25;
    return {
      lineNo: i + 1,
      itemCode: `P-${String(n * 10 + i).padStart(5, '0')}`,
      itemName: `${ITEMS[i % ITEMS.length]!} ล็อตที่ ${n}`,
      qty: String(qty),
      unit: 'ชิ้น',
      unitPrice: unitPrice.toFixed(2),
      discount: '0.00',
      amount: (qty * unitPrice).toFixed(2),
    };
  });
  const before = lines.reduce((sum, line) => sum + Number(line.amount), 0);
  const vat = Math.round(before * 7) / 100;
  const total = (before + vat).toFixed(2);
  return {
    documentTypeCode: 'T02',
    documentNo: `INV2026-${String(n).padStart(6, '0')}`,
    issueDate: '2026-11-21',
    dueDate: '2026-12-21',
    seller: {
      name: 'บริษัท ตัวอย่างการค้า จำกัด',
      taxId: '0105536112014',
      branchCode: '00000',
      address: '99/9 ถนนพหลโยธิน แขวงจตุจักร เขตจตุจักร กรุงเทพมหานคร 10900',
      tel: '021234567',
    },
    buyer: {
      name: `ห้างหุ้นส่วนจำกัด ลูกค้าที่ ${n}`,
      taxId: '0105536112014',
      branchCode: '00001',
      address: '1 หมู่ 2 ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000',
      email: 'buyer@example.com',
    },
    lines,
    totalBeforeVat: before.toFixed(2),
    vatRate: '7.00',
    vatAmount: vat.toFixed(2),
    totalAmount: total,
    currency: 'THB',
    amountInWordsTh: bahttext(total),
  };
}

/** Renders every document once and prints the rates. */
async function measure(name: string, render: (n: number) => Promise<Uint8Array>): Promise<void> {
  const warmUp = performance.now();
  const first = await render(0);
  console.log(
    `${name} — first document: ${(performance.now() - warmUp).toFixed(0)} ms, ${first.length} bytes`,
  );
  let bytes = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  for (let n = 1; n <= COUNT; n++) bytes += (await render(n)).length;
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // CPU seconds as well as wall time: on a busy machine the wall clock also counts waiting.
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `${name} — ${COUNT} documents × 10 lines: ${seconds.toFixed(2)} s wall, ${(COUNT / seconds).toFixed(1)} documents/s; ` +
      `${cpuSeconds.toFixed(2)} s CPU, ${(COUNT / cpuSeconds).toFixed(1)} documents per CPU-second; ` +
      `${(bytes / COUNT / 1024).toFixed(1)} KB each, RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`,
  );
}

const at = layoutField;

async function templateBench(): Promise<void> {
  // A customer's one-page form: a marker text and the frame of its item table.
  const bytes = await pdfForm();
  const { pages } = await readForm(bytes);
  const form = await LoadedForm.load(bytes);
  const layout: TemplateLayout = {
    pages,
    itemTable: { page: 1, x: 36, y: 270, width: 523, rowHeight: 18, rowsPerPage: 15 },
    fields: [
      at('DOCUMENT_NO', 400, 90, { align: 'RIGHT' }),
      at('ISSUE_DATE', 400, 110, { format: 'DATE_BE_LONG' }),
      at('SELLER_NAME', 40, 90, { width: 300 }),
      at('SELLER_ADDRESS', 40, 108, { width: 300, height: 28 }),
      at('BUYER_NAME', 40, 160, { width: 300 }),
      at('BUYER_ADDRESS', 40, 178, { width: 300, height: 28 }),
      at('ITEM_LINE_NO', 40, 270, { width: 20, align: 'CENTER' }),
      at('ITEM_NAME', 66, 270, { width: 250 }),
      at('ITEM_QTY', 320, 270, { width: 50, align: 'RIGHT', format: 'NUMBER' }),
      at('ITEM_UNIT_PRICE', 375, 270, { width: 80, align: 'RIGHT', format: 'AMOUNT' }),
      at('ITEM_AMOUNT', 460, 270, { width: 95, align: 'RIGHT', format: 'AMOUNT' }),
      at('TOTAL_BEFORE_VAT', 460, 600, { width: 95, align: 'RIGHT', format: 'AMOUNT' }),
      at('VAT_AMOUNT', 460, 618, { width: 95, align: 'RIGHT', format: 'AMOUNT' }),
      at('TOTAL_AMOUNT', 460, 636, { width: 95, align: 'RIGHT', format: 'AMOUNT' }),
      at('AMOUNT_IN_WORDS_TH', 40, 636, { width: 400 }),
    ],
  };
  const valuesOf = (n: number): TemplateValues => {
    const doc = sampleDocument(n);
    return {
      fields: {
        DOCUMENT_NO: doc.documentNo,
        ISSUE_DATE: doc.issueDate,
        SELLER_NAME: doc.seller.name,
        SELLER_ADDRESS: doc.seller.address,
        BUYER_NAME: doc.buyer.name,
        BUYER_ADDRESS: doc.buyer.address,
        TOTAL_BEFORE_VAT: doc.totalBeforeVat,
        VAT_AMOUNT: doc.vatAmount,
        TOTAL_AMOUNT: doc.totalAmount,
        AMOUNT_IN_WORDS_TH: doc.amountInWordsTh,
      },
      lines: doc.lines.map((line) => ({
        ITEM_NAME: line.itemName,
        ITEM_QTY: line.qty,
        ITEM_UNIT_PRICE: line.unitPrice,
        ITEM_AMOUNT: line.amount,
      })),
    };
  };
  await measure('PDF template', (n) => renderTemplatePdf(form, layout, valuesOf(n), { title: 'bench' }));
}

await measure('built-in layout', (n) => renderDocumentPdf(sampleDocument(n)));
await templateBench();
