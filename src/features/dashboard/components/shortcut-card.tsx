import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { RouterLink } from 'src/components/router-link';
import { Iconify, isIconName } from 'src/components/iconify';
import type { MenuNode } from 'src/lib/menus';

interface ShortcutCardProps {
  node: MenuNode;
  /** The group the item sits in (e.g. "Master data" for "Province"), shown above its name. */
  group?: string;
}

/** One menu item as a large link: icon, group and name. */
export function ShortcutCard({ node, group }: ShortcutCardProps) {
  return (
    <Card variant="outlined" sx={{ height: 1 }}>
      <CardActionArea
        component={RouterLink}
        to={node.path}
        sx={{
          height: 1,
          p: 2.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-start',
          gap: 2,
        }}
      >
        <Box
          sx={(theme) => ({
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: 1.5,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.12),
          })}
        >
          <Iconify icon={isIconName(node.icon) ? node.icon : 'ri:arrow-right-s-line'} width={26} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {group && (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }} noWrap>
              {group}
            </Typography>
          )}
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {node.label}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
