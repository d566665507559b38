export { NavSectionHorizontal } from './nav-section-horizontal';
export { NavSectionMini } from './nav-section-mini';
export { NavSectionVertical } from './nav-section-vertical';
export type { NavBadgeCount, NavItemData } from './types';
