// bench:documents — what its benchmarks share: settings, a seeded PRNG, Thai names and tax IDs.
import { taxIdCheckDigit } from '../../contract/tax-id';

export const PART = process.env.BENCH_PART ?? 'all';
export const GENERATION_DOCUMENTS = Number(process.env.BENCH_GENERATION ?? 300);
export const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 1_000_000);
export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_500);
export const WARM_UP = Math.max(50, Math.round(REQUESTS / 10));
export const SEED = Number(process.env.BENCH_SEED ?? 7);
export const KEEP_DIR = process.env.BENCH_KEEP_DIR;
export const BAR_DOCS_PER_CORE = 50;
export const ETAX_STEP_DOCUMENTS = 200;
/** The search bars (issue 31): p95 ≤ 50 ms, p99 ≤ 200 ms. */
export const SEARCH_BARS = { p95: 50, p99: 200 };
export const SEARCH = '/api/document/documentController/search';

// ---------------------------------------------------------------- shared

/** mulberry32: a small seeded PRNG, so every run generates the same documents and searches. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export type Random = () => number;
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
/** An index in [0, n) drawn by weights. */
export function weighted(random: Random, weights: readonly number[]): number {
  let roll = random() * weights.reduce((sum, w) => sum + w, 0);
  for (const [i, w] of weights.entries()) if ((roll -= w) < 0) return i;
  return weights.length - 1;
}

export function taxId(random: Random, first = String(1 + Math.floor(random() * 8))): string {
  let head = first;
  while (head.length < 12) head += String(Math.floor(random() * 10));
  return head + String(taxIdCheckDigit(head));
}

export const THAI_WORDS = [
  'สยาม',
  'ไทย',
  'รุ่งเรือง',
  'มั่นคง',
  'ทองคำ',
  'เจริญ',
  'พัฒนา',
  'ศรี',
  'กรุงเทพ',
  'อุดม',
  'สุข',
  'ชัย',
  'ประเสริฐ',
  'วัฒนา',
  'บูรพา',
  'อินเตอร์',
  'เทค',
  'ฟู้ด',
  'ค้าส่ง',
  'ขนส่ง',
  'ก่อสร้าง',
  'วิศวกรรม',
  'การค้า',
  'อุตสาหกรรม',
  'เกษตร',
  'ปิโตรเลียม',
  'พลังงาน',
  'โลจิสติกส์',
  'การแพทย์',
  'เภสัช',
  'ซอฟต์แวร์',
  'ดิจิทัล',
  'เรียลเอสเตท',
  'โฮลดิ้ง',
  'แมนูแฟคเจอริ่ง',
  'เทรดดิ้ง',
  'กรุ๊ป',
  'ล้านนา',
  'อันดามัน',
  'อีสาน',
  'เชียงใหม่',
  'ภูเก็ต',
  'ชลบุรี',
  'นครสวรรค์',
  'รัตนา',
  'มงคล',
  'ทวีทรัพย์',
  'เพชร',
  'มณี',
  'นาคา',
  'สิงห์',
  'ช้าง',
  'กรีน',
  'บลู',
  'โกลเด้น',
  'ซิตี้',
  'พลาซ่า',
  'มาร์ท',
  'เซอร์วิส',
  'ซัพพลาย',
];
export const LATIN_WORDS = ['Global', 'Asia', 'Siam', 'Trading', 'Tech', 'Solutions', 'Pacific', 'Logistics'];
export const FIRST_NAMES = [
  'สมชาย',
  'สมศรี',
  'วิชัย',
  'มาลี',
  'ประยุทธ',
  'สุดา',
  'อนันต์',
  'กมล',
  'ณัฐพล',
  'พิมพ์ชนก',
  'ธนากร',
  'ศิริพร',
  'กิตติ',
  'จันทร์เพ็ญ',
  'ปรีชา',
  'วันเพ็ญ',
];
export const LAST_NAMES = [
  'ใจดี',
  'ศรีสุข',
  'ทองมา',
  'แสงทอง',
  'บุญมา',
  'วงศ์ไทย',
  'สุขสวัสดิ์',
  'รัตนพันธ์',
  'มีสุข',
  'พรหมมา',
  'ชัยมงคล',
  'เพชรรัตน์',
];
export const ADDRESSES = [
  '99/9 ถนนพหลโยธิน แขวงจตุจักร เขตจตุจักร กรุงเทพมหานคร',
  '1 หมู่ 2 ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น',
  '45/12 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่',
  '300 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร',
  '8/8 หมู่ 5 ตำบลบ้านสวน อำเภอเมืองชลบุรี จังหวัดชลบุรี',
  '12 ถนนราษฎร์อุทิศ ตำบลป่าตอง อำเภอกะทู้ จังหวัดภูเก็ต',
];

/** The lists a name draws from: bench:customers keeps its own, shorter ones. */
export interface NameLists {
  first: readonly string[];
  last: readonly string[];
  latin: readonly string[];
}

/** A person (3 in 10) or a company, Thai with now and then a Latin word. */
export function buyerName(
  random: Random,
  lists: NameLists = { first: FIRST_NAMES, last: LAST_NAMES, latin: LATIN_WORDS },
): string {
  const kind = random();
  if (kind < 0.3) {
    return `${pick(random, ['นาย', 'นาง', 'นางสาว'])}${pick(random, lists.first)} ${pick(random, lists.last)}${pick(random, lists.last)}`;
  }
  const words = [pick(random, THAI_WORDS), pick(random, THAI_WORDS)];
  if (random() < 0.5) words.push(pick(random, THAI_WORDS));
  if (random() < 0.2) words.splice(1, 0, pick(random, lists.latin));
  if (kind < 0.4) return `ห้างหุ้นส่วนจำกัด ${words.join('')}`;
  return `บริษัท ${words.join('')}${random() < 0.05 ? ' จำกัด (มหาชน)' : ' จำกัด'}`;
}

/** The address (JSON) of every generated customer and branch: Silom, Bang Rak. */
export const OWNER_ADDRESS = JSON.stringify({
  addressNo: '99/1',
  road: 'สีลม',
  provinceCode: '10',
  districtCode: '1001',
  subDistrictCode: '100101',
  zipCode: '10200',
});
