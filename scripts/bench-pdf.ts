// npx tsx scripts/bench-pdf.ts [count] — how fast the built-in layout renders: `count` (200)
// one-page documents of 10 Thai lines each, one after another on one core, after a warm-up
// document (font parsing and the first layouts). Goal (design/toolchain.md "PDF speed"):
// ≥ 50 documents per second per core. Prints wall-clock and CPU-time rates (the second is the
// per-core figure when other work shares the machine); it asserts nothing.
import { bahttext } from 'bahttext';
import type { PdfDocument } from '../server/pdf/document-model';
import { renderDocumentPdf } from '../server/pdf/render-document';

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

const warmUp = performance.now();
const first = await renderDocumentPdf(sampleDocument(0));
console.log(`first document: ${(performance.now() - warmUp).toFixed(0)} ms, ${first.length} bytes`);

const documents = Array.from({ length: COUNT }, (_, n) => sampleDocument(n + 1));
let bytes = 0;
const started = performance.now();
const cpuBefore = process.cpuUsage();
for (const doc of documents) bytes += (await renderDocumentPdf(doc)).length;
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
// CPU seconds as well as wall time: on a busy machine the wall clock also counts waiting.
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  `${COUNT} documents × 10 lines: ${seconds.toFixed(2)} s wall, ${(COUNT / seconds).toFixed(1)} documents/s; ` +
    `${cpuSeconds.toFixed(2)} s CPU, ${(COUNT / cpuSeconds).toFixed(1)} documents per CPU-second; ` +
    `${(bytes / COUNT / 1024).toFixed(1)} KB each, RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`,
);
