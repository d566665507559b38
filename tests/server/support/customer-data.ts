// Customer data of the tests, importing nothing but the contract: server tests, e2e specs and the
// bench scripts use the same tax IDs and seeded addresses.
import { taxIdCheckDigit } from '../../../contract/tax-id';

/** From a random start, so that processes (test files, e2e workers) count apart. */
let taxIdCounter = Math.floor(Math.random() * 50_000);
/** A fresh valid tax ID: 12 digits from a counter (and the time, so files never collide) + the check digit. */
export function newTaxId(): string {
  taxIdCounter += 1;
  const first12 = `1${String(Date.now() % 1_000_000).padStart(6, '0')}${String(taxIdCounter).padStart(5, '0')}`;
  return first12 + String(taxIdCheckDigit(first12));
}

/** Bangkok, Phra Nakhon, Phra Borom Maha Ratchawang (seeded master data). */
export const BANGKOK_ADDRESS = {
  addressNo: '99/1',
  road: 'ราชดำเนิน',
  provinceCode: '10',
  districtCode: '1001',
  subDistrictCode: '100101',
  zipCode: '10200',
};
/** Chiang Mai, Mueang Chiang Mai, Si Phum. */
export const CHIANG_MAI_ADDRESS = {
  addressNo: '12',
  moo: '3',
  provinceCode: '50',
  districtCode: '5001',
  subDistrictCode: '500101',
  zipCode: '50200',
};
