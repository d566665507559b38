import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { InlineIcon } from 'src/components/inline-icons';

interface FeatureCardProps {
  icon: InlineIcon;
  title: string;
  text: string;
  children?: ReactNode;
}

export function FeatureCard({ icon: Icon, title, text, children }: FeatureCardProps) {
  return (
    // What <Card variant="outlined"> draws, without Card, Paper and their slot code (~2 KB gzip
    // on every public first screen).
    <Box
      sx={{
        p: 3,
        height: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        overflow: 'hidden',
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        sx={(theme) => ({
          width: 48,
          height: 48,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.12),
        })}
      >
        <Icon width={26} />
      </Box>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
        {text}
      </Typography>
      {children}
    </Box>
  );
}

/** A list of feature cards: one column on phones, three from md up. Its children are `<li>`s. */
export function FeatureGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}
