import type { IconName } from './iconify';
import { iconCollection } from './icons';

/**
 * Whether a name from outside the code (the server's menus) is an icon this build carries.
 * The icons are bundled offline, so an unknown name would render an empty square.
 */
export function isIconName(name: string): name is IconName {
  const [prefix, icon] = name.split(':');
  return prefix === iconCollection.prefix && icon !== undefined && Object.hasOwn(iconCollection.icons, icon);
}
