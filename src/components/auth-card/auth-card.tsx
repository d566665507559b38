import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from 'src/components/page-title';

export interface AuthCardProps {
  /** The page's data-page name. */
  page: string;
  /** The tab's title and the card's heading. */
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  children: ReactNode;
}

/**
 * The card of the password pages a user sees before the back office (forgotten and forced
 * password). The sign-in page draws its own: its first load has no bytes to spare.
 */
export function AuthCard({ page, title, description, children }: AuthCardProps) {
  return (
    <Card
      data-page={page}
      variant="outlined"
      sx={{ width: 1, maxWidth: 480, p: { xs: 3, sm: 5 }, textAlign: 'left' }}
    >
      <PageTitle title={title} />
      <Typography variant="h4" component="h1" sx={{ mb: description ? 1 : 3 }}>
        {title}
      </Typography>
      {description && <Typography sx={{ color: 'text.secondary', mb: 4 }}>{description}</Typography>}
      {children}
    </Card>
  );
}
