import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SkeletonBlock } from './skeleton-block';

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
      sx={{ py: { xs: 6, md: 10 }, bgcolor: tinted ? 'background.neutral' : undefined }}
    >
      <Container>
        <Typography
          id={headingId}
          variant="h3"
          component="h2"
          sx={{ textAlign: 'center', mb: description ? 2 : 5 }}
        >
          {title}
        </Typography>
        {description && (
          <Typography sx={{ textAlign: 'center', color: 'text.secondary', maxWidth: 640, mx: 'auto', mb: 6 }}>
            {description}
          </Typography>
        )}
        {children}
      </Container>
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
