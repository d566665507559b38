// geo_id of each province: the six regions of the National Geographic Committee (1977), the
// grouping most Thai address data sets use. @bilions/thailand-address has no region, so it is here.
export const REGIONS = { NORTH: 1, CENTRAL: 2, NORTH_EAST: 3, WEST: 4, EAST: 5, SOUTH: 6 } as const;

const byRegion: Readonly<Record<number, readonly string[]>> = {
  [REGIONS.NORTH]: ['50', '51', '52', '53', '54', '55', '56', '57', '58'],
  [REGIONS.CENTRAL]: [
    '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '26',
    '60', '61', '62', '64', '65', '66', '67', '72', '73', '74', '75',
  ],
  [REGIONS.NORTH_EAST]: [
    '30', '31', '32', '33', '34', '35', '36', '37', '38', '39',
    '40', '41', '42', '43', '44', '45', '46', '47', '48', '49',
  ],
  [REGIONS.WEST]: ['63', '70', '71', '76', '77'],
  [REGIONS.EAST]: ['20', '21', '22', '23', '24', '25', '27'],
  [REGIONS.SOUTH]: ['80', '81', '82', '83', '84', '85', '86', '90', '91', '92', '93', '94', '95', '96'],
};

export const geoIdByProvinceCode: ReadonlyMap<string, number> = new Map(
  Object.entries(byRegion).flatMap(([geoId, codes]) => codes.map((code) => [code, Number(geoId)] as const)),
);
