// The versions of ETDA's e-Tax XML standard the product writes (docs/etax-xml.md): v2.0 is
// ขมธอ.3-2560, v2.1 (ETDA's current release) is ขมธอ.3-2568. A customer writes one of them
// (new customers v2.1) and every document keeps the version it was made with.
export const ETAX_VERSIONS = ['2.0', '2.1'] as const;
export type EtaxVersion = (typeof ETAX_VERSIONS)[number];

/** What a new customer writes: ETDA's current release. */
export const DEFAULT_ETAX_VERSION: EtaxVersion = '2.1';

/** The standard's code of each version, as ETDA names it ("ขมธอ.3-2568 (v2.1)" on a document page). */
export const ETAX_STANDARD_CODES: Record<EtaxVersion, string> = {
  '2.0': 'ขมธอ.3-2560',
  '2.1': 'ขมธอ.3-2568',
};
