import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from 'src/config/paths';
import { useMenuTree, type MenuNode } from 'src/lib/menus';
import { ShortcutCard } from './shortcut-card';

interface Shortcut {
  node: MenuNode;
  group?: string;
}

/** Every screen of the user's menus, groups opened up, the dashboard itself left out. */
function shortcutsOf(tree: readonly MenuNode[], group?: string): Shortcut[] {
  return tree.flatMap((node) =>
    node.children.length > 0
      ? shortcutsOf(node.children, node.label)
      : node.path === paths.dashboard
        ? []
        : [{ node, group }],
  );
}

const cell = { xs: 12, sm: 6, md: 4 } as const;

/** Shortcut cards to the menus the user has (the same cached query as the navigation). */
export function ShortcutGrid() {
  const { t } = useTranslation('dashboard');
  const { tree, query } = useMenuTree();

  if (!tree) {
    // A failed load is already in the error banner (and the menu guard offers a retry).
    if (query.isError) return null;
    return (
      <Grid container spacing={2} role="status" aria-busy="true" aria-label={t('loadingShortcuts')}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Grid key={index} size={cell}>
            <Skeleton variant="rounded" height={88} />
          </Grid>
        ))}
      </Grid>
    );
  }
  const shortcuts = shortcutsOf(tree);
  if (shortcuts.length === 0) return <Alert severity="info">{t('noShortcuts')}</Alert>;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('shortcuts')}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shortcuts.map(({ node, group }) => (
          <Grid key={node.menuCode} size={cell} component="li">
            <ShortcutCard node={node} group={group} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
