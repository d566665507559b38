export { Iconify } from './iconify';
export type { IconName, IconifyProps } from './iconify';
export { isIconName } from './icon-name';
