import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LogoMark } from 'src/components/logo';
import { PageTitle } from 'src/components/page-title';

export interface AuthCardProps {
  /** The page's data-page name. */
  page: string;
  /** The tab's title and the card's heading. */
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** The sign-in page's card: narrower, the logo above a centred heading. */
  withLogo?: boolean;
  children: ReactNode;
}

/** The card of a page a user sees before the back office: sign-in, forgotten and forced password. */
export function AuthCard({ page, title, description, withLogo = false, children }: AuthCardProps) {
  const align = withLogo ? { textAlign: 'center' } : {};
  return (
    <Card
      data-page={page}
      variant="outlined"
      sx={{ width: 1, maxWidth: withLogo ? 440 : 480, p: { xs: 3, sm: 5 }, textAlign: 'left' }}
    >
      <PageTitle title={title} />
      {withLogo && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <LogoMark size={56} />
        </Box>
      )}
      <Typography variant="h4" component="h1" sx={{ mb: description ? 1 : 3, ...align }}>
        {title}
      </Typography>
      {description && (
        <Typography sx={{ color: 'text.secondary', mb: 4, ...align }}>{description}</Typography>
      )}
      {children}
    </Card>
  );
}
