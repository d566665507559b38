import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface PageHeroProps {
  overline: string;
  title: string;
  description: string;
  /** Call-to-action buttons under the text. */
  actions?: ReactNode;
  /** Decoration on the right on md+ screens. */
  aside?: ReactNode;
}

/** The opening band of a marketing page: the page's only h1. */
export function PageHero({ overline, title, description, actions, aside }: PageHeroProps) {
  return (
    <Box
      component="section"
      sx={(theme) => ({
        py: { xs: 8, md: 12 },
        background: `linear-gradient(180deg, ${alpha(theme.palette.primary.main, 0.08)} 0%, ${alpha(
          theme.palette.primary.main,
          0,
        )} 100%)`,
      })}
    >
      <Container>
        <Box
          sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 6, alignItems: 'center' }}
        >
          <Box sx={{ flex: 1, textAlign: { xs: 'center', md: 'left' } }}>
            <Typography
              variant="overline"
              component="p"
              sx={(theme) => ({
                mb: 2,
                color: theme.palette.mode === 'dark' ? 'primary.light' : 'primary.dark',
              })}
            >
              {overline}
            </Typography>
            <Typography
              variant="h2"
              component="h1"
              sx={{ mb: 3, fontSize: { xs: '2.25rem', md: '3.25rem' } }}
            >
              {title}
            </Typography>
            <Typography
              sx={{
                color: 'text.secondary',
                fontSize: { md: '1.125rem' },
                maxWidth: 560,
                mx: { xs: 'auto', md: 0 },
              }}
            >
              {description}
            </Typography>
            {actions && (
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  gap: 2,
                  mt: 5,
                  justifyContent: { xs: 'center', md: 'flex-start' },
                }}
              >
                {actions}
              </Box>
            )}
          </Box>
          {aside && (
            <Box sx={{ flex: 1, display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}>{aside}</Box>
          )}
        </Box>
      </Container>
    </Box>
  );
}
