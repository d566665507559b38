import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { BAND_SX, SectionContent } from 'src/components/marketing';
import { SkeletonBlock } from 'src/components/skeleton-block';

interface SectionFrameProps {
  /** For aria-labelledby and as a test handle. */
  id: string;
  title: string;
  description?: string;
  /** The content is still loading (skeletons inside): aria-busy. */
  loading?: boolean;
  /** A tinted band, to set one section apart from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
}

/**
 * A titled band of the landing page (h2), spaced like the marketing `Section`, labelled by its
 * heading so each section is a named region.
 */
export function SectionFrame({
  id,
  title,
  description,
  loading = false,
  tinted = false,
  children,
}: SectionFrameProps) {
  const headingId = `${id}-title`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-section={id}
      sx={{ ...BAND_SX, bgcolor: tinted ? 'background.neutral' : undefined }}
    >
      <SectionContent title={title} description={description} titleId={headingId}>
        {children}
      </SectionContent>
    </Box>
  );
}

/** The room of a card while its section loads: picture, title, two lines of text. */
export function CardSkeleton({ ratio = '8 / 5' }: { ratio?: string }) {
  return (
    <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <SkeletonBlock sx={{ width: 1, aspectRatio: ratio }} />
      <SkeletonBlock sx={{ height: 28, width: '70%' }} />
      <SkeletonBlock sx={{ height: 20, width: 1 }} />
      <SkeletonBlock sx={{ height: 20, width: '85%' }} />
    </Box>
  );
}
