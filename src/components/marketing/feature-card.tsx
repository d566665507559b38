import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Iconify } from 'src/components/iconify';
import type { IconName } from 'src/components/iconify';

interface FeatureCardProps {
  icon: IconName;
  title: string;
  text: string;
  children?: ReactNode;
}

export function FeatureCard({ icon, title, text, children }: FeatureCardProps) {
  return (
    <Card variant="outlined" sx={{ p: 3, height: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
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
        <Iconify icon={icon} width={26} />
      </Box>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
        {text}
      </Typography>
      {children}
    </Card>
  );
}
