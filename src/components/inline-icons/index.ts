// The icons are one module each, under ./icons: import them from there (not through this
// file), so that a chunk carries only the paths it draws.
export { createInlineIcon } from './inline-icon';
export type { InlineIcon, InlineIconProps } from './inline-icon';
