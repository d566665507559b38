// A starting set of configuration groups for the master-data screens, as data in
// config-groups.json. Secret values start empty: an administrator types them in; they are never
// sent back (masked).
import groups from './config-groups.json';

type Item = readonly [string, string, boolean, string];

export interface SeedConfigGroup {
  type: string;
  description: string;
  /** [key, value, secret, description] */
  items: readonly Item[];
}

/** config-groups.json's item as the [key, value, secret, description] it must be. */
function item(row: readonly (string | boolean)[]): Item {
  const [key, value, secret, description] = row;
  if (
    row.length !== 4 ||
    typeof key !== 'string' ||
    typeof value !== 'string' ||
    typeof secret !== 'boolean' ||
    typeof description !== 'string'
  ) {
    throw new Error(
      `config-groups.json: an item is [key, value, secret, description], not ${JSON.stringify(row)}`,
    );
  }
  return [key, value, secret, description];
}

export const configGroupSeed: readonly SeedConfigGroup[] = groups.map((group) => ({
  type: group.type,
  description: group.description,
  items: group.items.map(item),
}));
