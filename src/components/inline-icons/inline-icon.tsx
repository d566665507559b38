import type { CSSProperties, JSX } from 'react';

export interface InlineIconProps {
  /** Width and height in px (the icons are square). */
  width?: number;
  className?: string;
  style?: CSSProperties;
}

export type InlineIcon = (props: InlineIconProps) => JSX.Element;

// The same box as <Iconify/>: never squeezed in a flex row, laid out like an inline block.
const baseStyle: CSSProperties = { flexShrink: 0, display: 'inline-flex' };

/**
 * A decorative 24×24 icon drawn from one SVG path, without the icon runtime. The public site's
 * first screens use these (the @iconify runtime and its icon table are ~7 KB gzip); the
 * back-office keeps <Iconify/>, whose icon names come from the server's menus. aria-hidden:
 * the control around it carries the accessible name.
 */
export function createInlineIcon(path: string): InlineIcon {
  return function Icon({ width = 20, className, style }: InlineIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={width}
        height={width}
        aria-hidden="true"
        focusable="false"
        className={className}
        style={style ? { ...baseStyle, ...style } : baseStyle}
      >
        <path fill="currentColor" d={path} />
      </svg>
    );
  };
}
