import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { NavGroupMenu } from './nav-group-menu';
import type { NavItemData } from './types';
import { useActivePath } from './use-active-path';

/**
 * What a top-level item of the horizontal bar or the mini rail needs: whether it is active, and
 * for a group the props of its trigger button and the menu that button opens (below the bar,
 * or to the right of the rail).
 */
export function useNavGroup(item: NavItemData, placement: 'below' | 'right') {
  const hasChildren = Boolean(item.children?.length);
  const active = useActivePath(item.path, hasChildren);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();

  const triggerProps = {
    id: buttonId,
    'aria-haspopup': 'menu',
    'aria-expanded': anchor !== null,
    'aria-controls': anchor ? menuId : undefined,
    'data-active': active,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;
  const menu = hasChildren ? (
    <NavGroupMenu
      id={menuId}
      labelledBy={buttonId}
      anchor={anchor}
      items={item.children ?? []}
      onClose={() => setAnchor(null)}
      placement={placement}
    />
  ) : null;
  return { hasChildren, active, triggerProps, menu };
}
