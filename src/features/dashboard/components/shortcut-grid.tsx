import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from 'src/config/paths';
import { useMenuTree, type MenuNode } from 'src/lib/menus';
import { SkeletonBlock } from 'src/components/skeleton-block';
import { ShortcutCard } from './shortcut-card';
import { TileGrid } from './tile-grid';

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

const columns = { xs: 1, sm: 2, md: 3 } as const;

/** Shortcut cards to the menus the user has (the same cached query as the navigation). */
export function ShortcutGrid() {
  const { t } = useTranslation('dashboard');
  const { tree, query } = useMenuTree();

  if (!tree) {
    // A failed load is already in the error banner (and the menu guard offers a retry).
    if (query.isError) return null;
    return (
      <TileGrid columns={columns} role="status" aria-busy="true" aria-label={t('loadingShortcuts')}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <SkeletonBlock key={index} sx={{ height: 88 }} />
        ))}
      </TileGrid>
    );
  }
  const shortcuts = shortcutsOf(tree);
  if (shortcuts.length === 0) return <Alert severity="info">{t('noShortcuts')}</Alert>;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('shortcuts')}
      </Typography>
      <TileGrid list columns={columns}>
        {shortcuts.map(({ node, group }) => (
          <li key={node.menuCode}>
            <ShortcutCard node={node} group={group} />
          </li>
        ))}
      </TileGrid>
    </>
  );
}
