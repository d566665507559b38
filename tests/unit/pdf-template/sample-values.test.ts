import { defaultAlign, defaultFormat } from 'src/features/pdf-template/components/designer/field-defaults';
import {
  formatValue,
  sampleValue,
  type SampleWords,
} from 'src/features/pdf-template/components/designer/sample-values';
import th from 'src/locales/th/pdf-template.json';

const words: SampleWords = {
  buyerName: th.sample.buyerName,
  buyerAddress: th.sample.buyerAddress,
  sellerName: th.sample.sellerName,
  sellerAddress: th.sample.sellerAddress,
  purposeText: th.sample.purposeText,
  remark: th.sample.remark,
  itemNames: [th.sample.itemName1, th.sample.itemName2, th.sample.itemName3],
  units: [th.sample.unit1, th.sample.unit2, th.sample.unit1],
};

describe('designer sample values', () => {
  it('prints dates in each format, the Buddhist era included', () => {
    expect(sampleValue('ISSUE_DATE', 'DATE_BE_LONG', words)).toBe('21 พ.ย. 2569');
    expect(sampleValue('ISSUE_DATE', 'DATE_BE', words)).toBe('21/11/2569');
    expect(sampleValue('ISSUE_DATE', 'DATE_CE', words)).toBe('21/11/2026');
    expect(sampleValue('ISSUE_DATE', null, words)).toBe('2026-11-21');
  });

  it('prints amounts grouped, in Thai words, or as given', () => {
    expect(sampleValue('TOTAL_AMOUNT', 'AMOUNT', words)).toBe('1,234.50');
    expect(sampleValue('TOTAL_AMOUNT', 'AMOUNT_WORDS_TH', words)).toBe('หนึ่งพันสองร้อยสามสิบสี่บาทห้าสิบสตางค์');
    expect(sampleValue('AMOUNT_IN_WORDS_TH', null, words)).toBe('หนึ่งพันสองร้อยสามสิบสี่บาทห้าสิบสตางค์');
    expect(sampleValue('TOTAL_AMOUNT', null, words)).toBe('1234.50');
    expect(formatValue('1200', 'NUMBER')).toBe('1,200');
    expect(formatValue('1234.5', 'NUMBER')).toBe('1,234.5');
  });

  it('gives each item line its own values, numbered', () => {
    expect([0, 1, 2].map((line) => sampleValue('ITEM_NAME', null, words, line))).toEqual([
      'กระดาษ A4 80 แกรม',
      'หมึกพิมพ์สีดำ',
      'แฟ้มเอกสาร',
    ]);
    expect([0, 1, 2, 3].map((line) => sampleValue('ITEM_LINE_NO', null, words, line))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(sampleValue('ITEM_AMOUNT', 'AMOUNT', words, 2)).toBe('213.74');
  });

  it("shows a credit note's original, correct and difference values that add up, grouped", () => {
    const amount = (key: string) => sampleValue(key, defaultFormat(key), words);
    expect(amount('ORIGINAL_AMOUNT')).toBe('5,000.00');
    expect(amount('CORRECT_AMOUNT')).toBe('3,846.26');
    // The difference is the note's value before VAT.
    expect(amount('DIFFERENCE_AMOUNT')).toBe(amount('TOTAL_BEFORE_VAT'));
    expect(['ORIGINAL_AMOUNT', 'CORRECT_AMOUNT', 'DIFFERENCE_AMOUNT'].map(defaultAlign)).toEqual([
      'RIGHT',
      'RIGHT',
      'RIGHT',
    ]);
  });

  it('shows the Thai buyer, the document number and the page', () => {
    expect(sampleValue('BUYER_NAME', null, words)).toBe('บริษัท ผู้ซื้อตัวอย่าง จำกัด');
    expect(sampleValue('DOCUMENT_NO', null, words)).toBe('INV-2026-0001');
    expect(sampleValue('PAGE_NO', null, words)).toBe('1 / 1');
  });
});
