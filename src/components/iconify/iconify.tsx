import { addCollection, Icon } from '@iconify/react/offline';
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { iconCollection } from './icons';

// The offline build of @iconify/react never calls the icon API: every icon is registered here
// from the committed data (see scripts/generate-icons.mjs).
addCollection(iconCollection);

export type IconName = `${typeof iconCollection.prefix}:${keyof typeof iconCollection.icons}`;

export interface IconifyProps {
  icon: IconName;
  width?: number;
  sx?: SxProps<Theme>;
  className?: string;
}

const IconRoot = styled(Icon)({ flexShrink: 0, display: 'inline-flex' });

/** A decorative icon (aria-hidden): the control around it carries the accessible name. */
export function Iconify({ icon, width = 20, sx, className }: IconifyProps) {
  return <IconRoot icon={icon} width={width} height={width} aria-hidden className={className} sx={sx} />;
}
