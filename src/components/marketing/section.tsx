import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BAND_SX } from './band-sx';

interface SectionProps {
  title: string;
  description?: string;
  /** An id for the heading, for a part of the section labelled by it (aria-labelledby). */
  titleId?: string;
  children: ReactNode;
}

/** A titled band of a marketing page (h2), evenly spaced. */
export function Section(props: SectionProps) {
  return (
    <Box component="section" sx={BAND_SX}>
      <SectionContent {...props} />
    </Box>
  );
}

/** A section's centred column: its title (h2), the description if any, then the content. */
export function SectionContent({ title, description, titleId, children }: SectionProps) {
  return (
    <Container>
      <Typography
        variant="h3"
        component="h2"
        id={titleId}
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
  );
}
