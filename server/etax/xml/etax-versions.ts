// What differs between the versions of ETDA's standard the product writes (docs/etax-xml.md): one
// options object per version, passed down the builders, so that a version's element is written in
// one place ("spec.hasCategoryCode ? …") and a new one is a new entry here, not a copy of the writer.
import { DEFAULT_ETAX_VERSION, type EtaxVersion } from '../../../contract/etax-version';
import type { EtaxMessage } from './message-types';

export { DEFAULT_ETAX_VERSION, ETAX_VERSIONS, type EtaxVersion } from '../../../contract/etax-version';

export interface EtaxVersionSpec {
  version: EtaxVersion;
  /** GuidelineSpecifiedDocumentContextParameter/ID@schemeVersionID; v2.1's rules require 2.1 or v2.1. */
  schemeVersionId: string;
  /** The folder of the version's official files under server/etax/schemas (SOURCES.md). */
  folder: string;
  /** The version in ETDA's file names: TaxInvoice_CrossIndustryInvoice_2p1.xsd. */
  fileSuffix: string;
  /**
   * v2.1's AdditionalReferencedDocument/CategoryCode (ThaiCategoryCode_1p0: 01 = the original a
   * cancellation, debit or credit note refers to, 02 = the document a prepayment was made on).
   */
  hasCategoryCode: boolean;
  /** v2.1's prepaid allowance (PrepaidIndicator) and TotalPrepaidAmount (prepaid.ts). */
  hasPrepaid: boolean;
}

export const ETAX_VERSION_SPECS: Record<EtaxVersion, EtaxVersionSpec> = {
  '2.0': {
    version: '2.0',
    schemeVersionId: '2.0',
    folder: 'v2.0',
    fileSuffix: '2p0',
    hasCategoryCode: false,
    hasPrepaid: false,
  },
  '2.1': {
    version: '2.1',
    schemeVersionId: '2.1',
    folder: 'v2.1',
    fileSuffix: '2p1',
    hasCategoryCode: true,
    hasPrepaid: true,
  },
};

/**
 * The version whose rules a message is checked by, from its schemeVersionID (where ETDA's
 * MessageInfo.json reads it): 2.0 / v2.0 and 2.1 / v2.1 as named; none at all is v2.0 (only v2.0's
 * rules accept a message without one, as ETDA's DBN71800001.xml is); any other is checked as the
 * current release, whose rules then report the version (TIV-DocumentContext-001).
 */
export function etaxVersionOfSchemeVersion(schemeVersionId: string): EtaxVersion {
  const plain = schemeVersionId.trim().replace(/^v/, '');
  if (plain === '' || plain === '2.0') return '2.0';
  return plain === '2.1' ? '2.1' : DEFAULT_ETAX_VERSION;
}

const STANDARD = 'ETDA/data/standard';

/** The message's XSD, relative to server/etax/schemas. */
export function xsdFileOf(message: EtaxMessage, version: EtaxVersion): string {
  const spec = ETAX_VERSION_SPECS[version];
  return `${spec.folder}/${STANDARD}/${message.kind}_CrossIndustryInvoice_${spec.fileSuffix}.xsd`;
}

/** The message's Schematron, relative to server/etax/schemas. */
export function schematronFileOf(message: EtaxMessage, version: EtaxVersion): string {
  const spec = ETAX_VERSION_SPECS[version];
  return `${spec.folder}/${STANDARD}/${message.kind}_Schematron_${spec.fileSuffix}.sch`;
}
