/** A province, district or sub-district as a picker offers it: its code and both names. */
export interface PlaceOption {
  code: string;
  nameTh: string;
  nameEn: string | null;
}

// Built from code points: these are characters to compare, not text shown to anyone.
const NIKHAHIT_SARA_AA = String.fromCodePoint(0x0e4d, 0x0e32);
const SARA_AM = String.fromCodePoint(0x0e33);

/**
 * The form a name is compared in: NFC, lower case, no spaces. Thai keyboards type sara am
 * either as one character or as nikhahit + sara aa, so both are folded into the one character.
 */
export function searchKey(text: string): string {
  return text.normalize('NFC').replaceAll(NIKHAHIT_SARA_AA, SARA_AM).toLowerCase().replace(/\s+/g, '');
}

/**
 * The places whose Thai or English name contains `typed` anywhere, whatever the language shown.
 * A name equal to the typing comes first, then names starting with it, then the rest, so typing a
 * whole name puts it on top for Enter; within each group the lookup's own order is kept.
 */
export function matchPlaces(places: readonly PlaceOption[], typed: string): PlaceOption[] {
  const key = searchKey(typed);
  if (key === '') return [...places];
  const groups: [PlaceOption[], PlaceOption[], PlaceOption[]] = [[], [], []];
  for (const place of places) {
    const names = [searchKey(place.nameTh), searchKey(place.nameEn ?? '')];
    if (names.includes(key)) groups[0].push(place);
    else if (names.some((name) => name.startsWith(key))) groups[1].push(place);
    else if (names.some((name) => name.includes(key))) groups[2].push(place);
  }
  return groups.flat();
}
