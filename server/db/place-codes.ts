// A typed address's TISI place codes (the DOPA codes of our master data): ETDA's e-Tax XML writes
// a buyer's address structured — province, district, sub-district — when they are known. The
// rows give the address as free text and a zip code; the code is read off the master data's
// places of that zip code whose names the text carries (docs/etax-xml.md, Parties).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { placesWhere } from './place-names';
import { subDistrict } from './schema/master-data';

/** A sub-district with its zip code and Thai names. */
export interface ZipPlace {
  subDistrictCode: string;
  zipCode: string;
  subDistrict: string;
  district: string;
  province: string;
}

/** The active sub-districts of these zip codes (one query for a whole file). */
export async function placesOfZipCodes(db: Db, zipCodes: readonly string[]): Promise<ZipPlace[]> {
  if (zipCodes.length === 0) return [];
  return placesWhere(db, and(inArray(subDistrict.zipCode, [...zipCodes]), eq(subDistrict.status, 'ACTIVE')));
}

const compact = (text: string) => text.replace(/\s+/g, '');
/** Districts named after their province's town: people write 'อ.เมือง จ.เชียงใหม่'. */
const TOWN_DISTRICT = 'เมือง';

function names(text: string, place: ZipPlace): boolean {
  if (!text.includes(compact(place.subDistrict))) return false;
  const districtName = compact(place.district);
  if (text.includes(districtName)) return true;
  return (
    districtName.startsWith(TOWN_DISTRICT) &&
    text.includes(TOWN_DISTRICT) &&
    text.includes(compact(place.province))
  );
}

/**
 * The sub-district code (6 digits; its first 4 are the district's, its first 2 the province's) of
 * the one place of the zip code whose sub-district and district the address names; none when no
 * place or more than one does (the address is then written as free text, which ETDA accepts).
 */
export function subDistrictCodeOf(
  address: string,
  zipCode: string,
  places: readonly ZipPlace[],
): string | undefined {
  const text = compact(address);
  const matches = places.filter((place) => place.zipCode === zipCode && names(text, place));
  return matches.length === 1 ? matches[0]!.subDistrictCode : undefined;
}
