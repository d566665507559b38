import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { fileDownloadUrl } from 'contract/file';
import type { LandingItem } from 'contract/landing';

interface LandingImageProps {
  item: LandingItem;
  /** The item's title in the current language: the picture carries no text of its own. */
  alt: string;
  /** Only the first banner: it is the largest paint of the page. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A landing picture (WebP, served immutable). width/height from the item reserve its aspect
 * ratio before it loads; the caller's box decides the displayed size.
 */
export function LandingImage({ item, alt, priority = false, sx }: LandingImageProps) {
  if (!item.imageFileId) return null;
  return (
    <Box
      component="img"
      src={fileDownloadUrl(item.imageFileId)}
      alt={alt}
      width={item.imageWidth}
      height={item.imageHeight}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      sx={sx}
    />
  );
}
