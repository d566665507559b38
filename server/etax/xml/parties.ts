// SellerTradeParty and BuyerTradeParty: name, SpecifiedTaxRegistration (ID + schemeID), contact,
// PostalTradeAddress. The rules come from ETDA's v2.0 Schematron (TIV-/RCT-/DCN-/ABB-…Party-…).
import type { EtaxAddress, EtaxParty } from '../etax-document';
import type { EtaxMessage } from './message-types';
import { el, group, leaf, tokenText, type MaybeNode, type XmlNode } from './xml-writer';

const HEAD_OFFICE = '00000';
const COUNTRY_ATTRS = { schemeID: '3166-1 alpha-2' };

/** A seller is always a VAT registrant: 13-digit tax ID + 5-digit branch, schemeID TXID (18 digits). */
export function sellerTaxId(party: EtaxParty): string {
  return `${tokenText(party.taxId)}${tokenText(party.branchCode) || HEAD_OFFICE}`;
}

/**
 * The buyer's ID as its scheme wants it: TXID = tax ID + branch (head office when no branch is
 * given), NIDN = the 13-digit ID, CCPT = the passport number, OTHR = 'N/A'.
 */
export function buyerTaxId(party: EtaxParty): string {
  switch (party.scheme) {
    case 'TXID':
      return sellerTaxId(party);
    case 'NIDN':
    case 'CCPT':
      return tokenText(party.taxId);
    case 'OTHR':
      return 'N/A';
  }
}

/**
 * The house number ETDA wants in BuildingNumber (required for the seller), read from the start of
 * the free-text line ('99/9 ถนน…', 'เลขที่ 12-14 …'); '-' (no number) when the line has none.
 */
export function buildingNumberOf(lineOne: string | undefined): string {
  const match = /^(?:เลขที่\s*)?(\d+(?:\s*[/-]\s*\d+)*)/.exec(tokenText(lineOne));
  return match?.[1] ? tokenText(match[1].replace(/\s+/g, ''), 16) : '-';
}

/** A 5-digit postcode: the field, or the last 5-digit group of the free text (Thai addresses end with it). */
function postcodeOf(address: EtaxAddress): string | undefined {
  const given = tokenText(address.postcode);
  if (given) return given;
  const text = `${address.lineOne ?? ''} ${address.lineTwo ?? ''}`;
  const found = text.match(/(?<!\d)\d{5}(?!\d)/g);
  return found?.[found.length - 1];
}

function hasStructure(address: EtaxAddress): boolean {
  return Boolean(address.provinceCode && address.districtCode && address.subDistrictCode);
}

/**
 * PostalTradeAddress in the schema's element order. `structured` adds the TISI codes and
 * BuildingNumber (always for the seller, for a buyer when its address has all three codes);
 * otherwise the address is ETDA's "unstructured" form: LineOne (+ LineTwo), postcode, country.
 */
function addressNode(address: EtaxAddress, structured: boolean): MaybeNode {
  const country = tokenText(address.countryId) || 'TH';
  const lineOne = tokenText(address.lineOne, 256);
  const lineTwo = tokenText(address.lineTwo, 256);
  const postcode = postcodeOf(address);
  if (!structured && !lineOne && !lineTwo && !postcode) return undefined;
  return el('ram:PostalTradeAddress', [
    leaf('ram:PostcodeCode', postcode),
    // ETDA's buyer rule accepts LineOne or the full structure; LineTwo alone would fail it.
    leaf('ram:LineOne', lineOne || lineTwo),
    leaf('ram:LineTwo', lineOne ? lineTwo : undefined),
    leaf('ram:CityName', structured ? tokenText(address.districtCode) : undefined),
    leaf('ram:CitySubDivisionName', structured ? tokenText(address.subDistrictCode) : undefined),
    leaf('ram:CountryID', country, COUNTRY_ATTRS),
    leaf('ram:CountrySubDivisionID', structured ? tokenText(address.provinceCode) : undefined),
    leaf('ram:BuildingNumber', structured ? buildingNumberOf(address.lineOne) : undefined),
  ]);
}

/** ETDA's PhoneNumber type wants '+CC-digits': a Thai '02 123 4567' becomes '+66-21234567'. */
export function phoneNumberOf(tel: string | undefined): string | undefined {
  const compact = tokenText(tel).replace(/[\s-]/g, '');
  if (/^0\d{8,9}$/.test(compact)) return `+66-${compact.slice(1)}`;
  if (/^\+66\d{8,9}$/.test(compact)) return `+66-${compact.slice(3)}`;
  const international = tokenText(tel);
  return /^\+[0-9]{1,3}-[0-9()+-]{1,30}$/.test(international) ? international : undefined;
}

function contactNode(party: EtaxParty, message: EtaxMessage): MaybeNode {
  return group('ram:DefinedTradeContact', [
    group(message.emailElement, [leaf('ram:URIID', tokenText(party.email, 256))]),
    group('ram:TelephoneUniversalCommunication', [leaf('ram:CompleteNumber', phoneNumberOf(party.tel))]),
  ]);
}

function partyNode(
  name: string,
  party: EtaxParty,
  message: EtaxMessage,
  id: { value: string; scheme: string },
  address: MaybeNode,
  partyId?: string,
): XmlNode {
  return el(name, [
    leaf('ram:ID', partyId),
    // Name is required by every message; an empty one is left for the validator to report.
    { name: 'ram:Name', text: tokenText(party.name) },
    el('ram:SpecifiedTaxRegistration', [{ name: 'ram:ID', attrs: { schemeID: id.scheme }, text: id.value }]),
    contactNode(party, message),
    address,
  ]);
}

export function sellerNode(party: EtaxParty, message: EtaxMessage): XmlNode {
  const taxId = sellerTaxId(party);
  const partyId = message.sellerPartyId ? taxId : undefined;
  return partyNode(
    'ram:SellerTradeParty',
    party,
    message,
    { value: taxId, scheme: 'TXID' },
    addressNode(party.address, true),
    partyId,
  );
}

export function buyerNode(party: EtaxParty, message: EtaxMessage): XmlNode {
  return partyNode(
    'ram:BuyerTradeParty',
    party,
    message,
    { value: buyerTaxId(party), scheme: party.scheme },
    addressNode(party.address, hasStructure(party.address)),
  );
}
