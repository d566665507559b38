import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { RouterLink } from 'src/components/router-link';
import { useFigureFormat } from './figure-format';

interface StatTileProps {
  label: string;
  value: number;
  /** The list that shows the records counted. */
  href: string;
  /** A line under the figure (what it covers, or how it splits). */
  hint?: string;
  /** Draws the eye when the figure is not zero (failures, work waiting). */
  alert?: boolean;
  /** A line beside the count, under it (the documents' money). */
  detail?: string;
}

/** One figure as a link to its list: what it counts, the number, and a line about it. */
export function StatTile({ label, value, href, hint, alert = false, detail }: StatTileProps) {
  const format = useFigureFormat();
  return (
    <Card variant="outlined" sx={{ height: 1 }}>
      <CardActionArea component={RouterLink} to={href} sx={{ height: 1, p: 2.5, display: 'block' }}>
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography
          variant="h3"
          component="span"
          data-testid="figure-value"
          sx={{ display: 'block', my: 0.5, color: alert && value > 0 ? 'error.main' : 'text.primary' }}
        >
          {format.count(value)}
        </Typography>
        {detail && (
          <Typography variant="body2" component="span" data-testid="figure-money" sx={{ display: 'block' }}>
            {detail}
          </Typography>
        )}
        {hint && (
          <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {hint}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}
