// The e-Tax XML (server/etax/xml, docs/etax-xml.md): every E-TAX type built from a realistic Thai
// document passes ETDA's v2.0 XSD and Schematron, as our validator and xmllint both say; ETDA's
// own samples are the control; broken copies fail with the element or rule named. Pure: no
// server, no database. The XML is read back with @xmldom/xmldom, never compared to a file.
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEtaxXml, etaxMessageOf, hasEtaxMessage, isEtaxType } from '../../server/etax/xml/build-xml';
import { xsdFileOf } from '../../server/etax/xml/etax-versions';
import { validateEtaxXml } from '../../server/etax/xml/validate-xml';
import { xmllint } from './support/document-tools';
import {
  BUYERS,
  ETAX_CASES,
  etaxCase,
  etaxDocument,
  INVOICE,
  REFERENCE,
  REPLACING_TAX_INVOICE,
  type EtaxCase,
} from './support/etax-documents';

const SAMPLES = path.join(import.meta.dirname, '../fixtures/etax/samples');
const sample = (name: string) => readFileSync(path.join(SAMPLES, name), 'utf8');

// ---- reading the XML back ----------------------------------------------------------------------

function parse(xml: string): Document {
  return new DOMParser().parseFromString(xml, 'text/xml');
}

function children(node: Element, localName: string): Element[] {
  const out: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 1 && (child as Element).localName === localName) out.push(child as Element);
  }
  return out;
}

/** The elements at a path of local names below the root ('ExchangedDocument/TypeCode'). */
function all(doc: Document, steps: string): Element[] {
  let nodes = [doc.documentElement!];
  for (const step of steps.split('/')) nodes = nodes.flatMap((n) => children(n, step));
  return nodes;
}

function text(doc: Document, steps: string): string | undefined {
  return all(doc, steps)[0]?.textContent ?? undefined;
}

const AGREEMENT = 'SupplyChainTradeTransaction/ApplicableHeaderTradeAgreement';
const SUMMATION =
  'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement/SpecifiedTradeSettlementHeaderMonetarySummation';

// ---- tests --------------------------------------------------------------------------------------

describe('buildEtaxXml for every E-TAX type', () => {
  it.each(ETAX_CASES)('$typeCode ($name) is valid for ETDA (XSD and Schematron) and xmllint', async (c) => {
    const doc = etaxDocument(c);
    const xml = buildEtaxXml(doc);
    const message = etaxMessageOf(c.typeCode)!;

    expect(await validateEtaxXml(xml)).toEqual([]);
    expect(xmllint(xml, xsdFileOf(message, '2.0'))).toMatchObject({ ok: true });

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rsm:')).toBe(true);
    const dom = parse(xml);
    expect(dom.documentElement!.localName).toBe(message.root);
    const context = all(dom, 'ExchangedDocumentContext/GuidelineSpecifiedDocumentContextParameter/ID')[0]!;
    expect([
      context.textContent,
      context.getAttribute('schemeAgencyID'),
      context.getAttribute('schemeVersionID'),
    ]).toEqual(['ER3-2560', 'ETDA', '2.0']);
    expect(text(dom, 'ExchangedDocument/TypeCode')).toBe(c.typeCode);
    expect(text(dom, 'ExchangedDocument/Name')).toBe(c.name);
    expect(text(dom, 'ExchangedDocument/IssueDateTime')).toBe('2026-11-21T00:00:00');

    const sellerId = all(dom, `${AGREEMENT}/SellerTradeParty/SpecifiedTaxRegistration/ID`)[0]!;
    expect(sellerId.getAttribute('schemeID')).toBe('TXID');
    expect(sellerId.textContent).toMatch(/^\d{18}$/);
    expect(sellerId.textContent).toBe('010553611201400002');
    const sellerAddress = `${AGREEMENT}/SellerTradeParty/PostalTradeAddress`;
    expect(text(dom, `${sellerAddress}/CityName`)).toBe('1028');
    expect(text(dom, `${sellerAddress}/CitySubDivisionName`)).toBe('102803');
    expect(text(dom, `${sellerAddress}/CountrySubDivisionID`)).toBe('10');
    expect(text(dom, `${sellerAddress}/BuildingNumber`)).toBe('99/9');

    if (message.hasTrade) {
      expect(text(dom, `${SUMMATION}/GrandTotalAmount`)).toBe(doc.totalAmount);
      expect(text(dom, `${SUMMATION}/TaxTotalAmount`)).toBe(doc.vatAmount);
      expect(all(dom, 'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem')).toHaveLength(3);
    } else {
      expect(all(dom, 'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem')).toHaveLength(0);
    }
    if (doc.reference) {
      expect(text(dom, `${AGREEMENT}/AdditionalReferencedDocument/IssuerAssignedID`)).toBe('IV2026-000045');
      expect(text(dom, `${AGREEMENT}/AdditionalReferencedDocument/ReferenceTypeCode`)).toBe(
        doc.reference.typeCode,
      );
    }
  });

  it.each([...ETAX_CASES, REPLACING_TAX_INVOICE, INVOICE])(
    '$typeCode ($name) in v2.1: schemeVersionID 2.1, an original referenced as category 01, valid by v2.1 and xmllint',
    async (c) => {
      const doc = etaxDocument(c, 0, '2.1');
      const xml = buildEtaxXml(doc);
      expect(await validateEtaxXml(xml)).toEqual([]);
      expect(xmllint(xml, xsdFileOf(etaxMessageOf(c.typeCode)!, '2.1'))).toMatchObject({ ok: true });
      const dom = parse(xml);
      const context = all(dom, 'ExchangedDocumentContext/GuidelineSpecifiedDocumentContextParameter/ID')[0]!;
      expect([context.textContent, context.getAttribute('schemeVersionID')]).toEqual(['ER3-2560', '2.1']);
      // A cancellation note's referenced document has no CategoryCode in v2.1's schema.
      const categories = all(dom, `${AGREEMENT}/AdditionalReferencedDocument/CategoryCode`);
      expect(categories.map((node) => node.textContent)).toEqual(
        doc.reference && c.typeCode !== 'T07' ? ['01'] : [],
      );
    },
  );

  it('writes the category a reference is given (02: the document a prepayment was made on), in v2.1 only', () => {
    const prepaid = { ...REPLACING_TAX_INVOICE.extra!.reference!, categoryCode: '02' as const };
    const inVersion = (version: '2.0' | '2.1') =>
      all(
        parse(buildEtaxXml({ ...etaxDocument(etaxCase('388'), 0, version), reference: prepaid })),
        `${AGREEMENT}/AdditionalReferencedDocument/CategoryCode`,
      ).map((node) => node.textContent);
    expect(inVersion('2.1')).toEqual(['02']);
    expect(inVersion('2.0')).toEqual([]);
  });

  it('identifies the buyer by its scheme: TXID 18 digits, NIDN 13, CCPT the passport, OTHR N/A', async () => {
    const idOf = async (c: EtaxCase) => {
      const xml = buildEtaxXml(etaxDocument(c));
      expect(await validateEtaxXml(xml)).toEqual([]);
      const id = all(parse(xml), `${AGREEMENT}/BuyerTradeParty/SpecifiedTaxRegistration/ID`)[0]!;
      return [id.getAttribute('schemeID'), id.textContent];
    };
    expect(await idOf(ETAX_CASES[0]!)).toEqual(['TXID', '081556100012300001']);
    expect(await idOf(ETAX_CASES[1]!)).toEqual(['NIDN', '3101700012345']);
    expect(await idOf(ETAX_CASES[2]!)).toEqual(['CCPT', 'TZ1234567']);
    expect(await idOf(ETAX_CASES[3]!)).toEqual(['OTHR', 'N/A']);
    const headOffice = { ...BUYERS.txidFreeText, branchCode: undefined };
    expect(await idOf({ ...ETAX_CASES[0]!, buyer: headOffice })).toEqual(['TXID', '071355400045600000']);
  });

  it('writes a buyer without TISI codes as free text with its postcode, and no address when there is none', () => {
    const freeText = parse(buildEtaxXml(etaxDocument(ETAX_CASES[4]!)));
    const address = `${AGREEMENT}/BuyerTradeParty/PostalTradeAddress`;
    expect(text(freeText, `${address}/LineOne`)).toContain('ถนนแสงชูโต');
    expect(text(freeText, `${address}/PostcodeCode`)).toBe('71000');
    expect(all(freeText, `${address}/CityName`)).toHaveLength(0);
    const structured = parse(buildEtaxXml(etaxDocument(ETAX_CASES[0]!)));
    expect(text(structured, `${address}/CitySubDivisionName`)).toBe('810401');
    expect(text(structured, `${address}/BuildingNumber`)).toBe('11/111');
    const walkIn = parse(buildEtaxXml(etaxDocument(ETAX_CASES[3]!)));
    expect(all(walkIn, address)).toHaveLength(0);
  });

  it('leaves the buyer out of abbreviated tax invoices and cancellation notes (not in their v2.0 schema)', () => {
    for (const typeCode of ['T05', 'T06', 'T07']) {
      const dom = parse(buildEtaxXml(etaxDocument(etaxCase(typeCode))));
      expect(all(dom, `${AGREEMENT}/BuyerTradeParty`)).toHaveLength(0);
    }
  });

  it('writes the header and line amounts with 2 places, a document discount as an allowance', async () => {
    const doc = etaxDocument(ETAX_CASES[0]!, 1000);
    const xml = buildEtaxXml(doc);
    expect(await validateEtaxXml(xml)).toEqual([]);
    const dom = parse(xml);
    expect(text(dom, `${SUMMATION}/LineTotalAmount`)).toBe('5130.00');
    expect(text(dom, `${SUMMATION}/AllowanceTotalAmount`)).toBe('10.00');
    expect(text(dom, `${SUMMATION}/TaxBasisTotalAmount`)).toBe('5120.00');
    expect(text(dom, `${SUMMATION}/GrandTotalAmount`)).toBe(doc.totalAmount);
    const first = all(dom, 'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem')[0]!;
    const settlement = children(first, 'SpecifiedLineTradeSettlement')[0]!;
    const discount = children(children(settlement, 'SpecifiedTradeAllowanceCharge')[0]!, 'ActualAmount')[0]!;
    expect(discount.textContent).toBe('55.00');
    const lineSum = children(settlement, 'SpecifiedTradeSettlementLineMonetarySummation')[0]!;
    expect(children(lineSum, 'NetLineTotalAmount')[0]!.textContent).toBe('1200.00');
    expect(children(lineSum, 'TaxTotalAmount')[0]!.textContent).toBe('84.00');
    const quantity = children(children(first, 'SpecifiedLineTradeDelivery')[0]!, 'BilledQuantity')[0]!;
    expect([quantity.textContent, quantity.getAttribute('unitCode')]).toEqual(['10', 'ชิ้น']);
  });

  it('writes the creation time in Thai time without fraction or offset', () => {
    const dom = parse(buildEtaxXml(etaxDocument(ETAX_CASES[0]!)));
    expect(text(dom, 'ExchangedDocument/CreationDateTime')).toBe('2026-11-21T10:15:30');
  });
});

describe('purpose and reference', () => {
  const purposeOf = (xml: string) => {
    const dom = parse(xml);
    return [text(dom, 'ExchangedDocument/PurposeCode'), text(dom, 'ExchangedDocument/Purpose')];
  };

  it("uses the list's other-reason code with a Thai reason when a note gives no purpose", async () => {
    const credit = buildEtaxXml(etaxDocument(etaxCase('81')));
    expect(purposeOf(credit)).toEqual(['CDNG99', 'ปรับลดมูลค่าตามเอกสารอ้างอิง']);
    const debitCase = etaxCase('80');
    const debit = etaxDocument({ ...debitCase, extra: { reference: REFERENCE } });
    expect(purposeOf(buildEtaxXml(debit))).toEqual(['DBNG99', 'ปรับเพิ่มมูลค่าตามเอกสารอ้างอิง']);
    expect(await validateEtaxXml(buildEtaxXml(debit))).toEqual([]);
  });

  it('keeps a given purpose code and text; a cancellation note has the text only', () => {
    expect(purposeOf(buildEtaxXml(etaxDocument(etaxCase('80'))))).toEqual(['DBNG01', 'มีการเพิ่มราคาค่าสินค้า']);
    expect(purposeOf(buildEtaxXml(etaxDocument(etaxCase('T07'))))).toEqual([undefined, 'ออกเอกสารซ้ำ']);
  });

  it('gives a replacing tax invoice the TIVC99 code, and an ordinary one no purpose', async () => {
    const replacing = buildEtaxXml(etaxDocument(REPLACING_TAX_INVOICE));
    expect(purposeOf(replacing)).toEqual(['TIVC99', 'ออกใบกำกับภาษีฉบับใหม่แทนฉบับเดิม']);
    expect(await validateEtaxXml(replacing)).toEqual([]);
    expect(purposeOf(buildEtaxXml(etaxDocument(ETAX_CASES[0]!)))).toEqual([undefined, undefined]);
  });

  it('writes the original, changed and difference amounts of a credit note', () => {
    const doc = etaxDocument(etaxCase('81'));
    const dom = parse(buildEtaxXml(doc));
    expect(text(dom, `${SUMMATION}/OriginalInformationAmount`)).toBe('12000.00');
    expect(text(dom, `${SUMMATION}/DifferenceInformationAmount`)).toBe(doc.totalBeforeVat);
    expect(text(dom, `${SUMMATION}/LineTotalAmount`)).toBe('6870.00');
  });

  it('lets validation name OriginalInformationAmount when a note does not give the original value', async () => {
    const doc = etaxDocument(etaxCase('81'));
    const failures = await validateEtaxXml(
      buildEtaxXml({ ...doc, reference: { ...REFERENCE, originalAmount: undefined } }),
    );
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ source: 'XSD', ruleId: 'XSD' });
    expect(failures[0]!.message).toContain('OriginalInformationAmount');
  });
});

describe('escaping', () => {
  it('round-trips a buyer name with & < > " \' and drops characters XML 1.0 forbids', async () => {
    const name = 'บริษัท A&B <ไทย> "จำกัด" \'มหาชน\'';
    const buyer = { ...BUYERS.txid, name: `${name}\u0001\uFFFE` };
    const xml = buildEtaxXml(etaxDocument({ ...ETAX_CASES[0]!, buyer }));
    expect(await validateEtaxXml(xml)).toEqual([]);
    expect(text(parse(xml), `${AGREEMENT}/BuyerTradeParty/Name`)).toBe(name);
  });
});

describe('document types', () => {
  it('knows which types have an e-Tax message', () => {
    for (const c of ETAX_CASES)
      expect([c.typeCode, isEtaxType(c.typeCode), hasEtaxMessage(c.typeCode)]).toEqual([
        c.typeCode,
        true,
        true,
      ]);
    expect(isEtaxType('380')).toBe(false);
    expect(etaxMessageOf('380')?.root).toBe('Invoice_CrossIndustryInvoice');
    expect(etaxMessageOf('T03')?.root).toBe('TaxInvoice_CrossIndustryInvoice');
    expect(etaxMessageOf('T06')?.root).toBe('AbbreviatedTaxInvoice_CrossIndustryInvoice');
    expect(etaxMessageOf('QT')).toBeUndefined();
    expect(() => buildEtaxXml(etaxDocument({ ...ETAX_CASES[0]!, typeCode: 'QT' }))).toThrow(
      /QT has no e-Tax message/,
    );
  });

  it('builds a valid v2.0 Invoice (380), which is not an E-TAX document', async () => {
    const xml = buildEtaxXml(etaxDocument(INVOICE));
    expect(await validateEtaxXml(xml)).toEqual([]);
    expect(parse(xml).documentElement!.localName).toBe('Invoice_CrossIndustryInvoice');
  });
});

describe('ETDA samples and broken copies', () => {
  it.each(['TIV_IV2017110007_Sample.xml', 'INV71600001.xml', 'DBN71800001.xml', 'ETDA-invoice.xml'])(
    "ETDA's %s is valid (XSD and Schematron)",
    async (name) => {
      expect(await validateEtaxXml(sample(name))).toEqual([]);
    },
  );

  it("reports ETDA's INV71800006.xml (a T01 inside a TaxInvoice) on its Schematron rule only", async () => {
    const failures = await validateEtaxXml(sample('INV71800006.xml'));
    expect(failures.map((f) => [f.source, f.ruleId, f.path])).toEqual([
      ['SCHEMATRON', 'TIV-Document-001', '/rsm:TaxInvoice_CrossIndustryInvoice/rsm:ExchangedDocument'],
    ]);
  });

  it('names the element of an XSD failure: an unknown TypeCode, a missing GrandTotalAmount', async () => {
    const unknownType = sample('TIV_IV2017110007_Sample.xml').replace(
      '<ram:TypeCode>388<',
      '<ram:TypeCode>999<',
    );
    const typeFailures = await validateEtaxXml(unknownType);
    expect(typeFailures).toHaveLength(1);
    expect(typeFailures[0]).toMatchObject({
      source: 'XSD',
      ruleId: 'XSD',
      path: '/rsm:TaxInvoice_CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode',
    });
    expect(typeFailures[0]!.message).toContain("'999'");

    const noTotal = sample('DBN71800001.xml').replace(
      /<ram:GrandTotalAmount>[^<]*<\/ram:GrandTotalAmount>/,
      '',
    );
    const totalFailures = await validateEtaxXml(noTotal);
    expect(totalFailures.map((f) => f.source)).toEqual(['XSD']);
    expect(totalFailures[0]!.path).toContain('SpecifiedTradeSettlementHeaderMonetarySummation');
    expect(totalFailures[0]!.message).toContain('GrandTotalAmount');
  });

  it('reports a Schematron-only breach with its rule id and context: OTHR with an ID, a seller without a house number', async () => {
    const xml = buildEtaxXml(etaxDocument(ETAX_CASES[0]!));
    const othr = xml.replace(
      '<ram:ID schemeID="TXID">081556100012300001',
      '<ram:ID schemeID="OTHR">081556100012300001',
    );
    expect(await validateEtaxXml(othr)).toEqual([
      {
        source: 'SCHEMATRON',
        ruleId: 'TIV-BuyerTradeParty-006',
        path: `/rsm:TaxInvoice_CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement/ram:BuyerTradeParty/ram:SpecifiedTaxRegistration`,
        message: expect.stringContaining('must be N/A because schemeID is OTHR'),
      },
    ]);
    const noHouseNumber = xml.replace('<ram:BuildingNumber>99/9</ram:BuildingNumber>', '');
    expect((await validateEtaxXml(noHouseNumber)).map((f) => f.ruleId)).toEqual(['TIV-SellerTradeParty-009']);
  });

  it('reports a document that does not parse, and a root that is not an e-Tax message', async () => {
    expect((await validateEtaxXml('<rsm:X><a></rsm:X>')).map((f) => [f.source, f.ruleId])).toContainEqual([
      'XSD',
      'XML',
    ]);
    expect(
      await validateEtaxXml('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>'),
    ).toEqual([expect.objectContaining({ source: 'XSD', ruleId: 'ROOT', path: '/Invoice' })]);
  });

  it('agrees with xmllint on a broken copy', () => {
    const broken = sample('TIV_IV2017110007_Sample.xml').replace('<ram:TypeCode>388<', '<ram:TypeCode>999<');
    const result = xmllint(broken, xsdFileOf(etaxMessageOf('388')!, '2.0'));
    expect(result.ok).toBe(false);
    expect(result.output).toContain("'999'");
  });
});
