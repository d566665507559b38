import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pageLinkProps } from 'src/components/router-link';
import { ArrowDownSIcon } from 'src/components/inline-icons/icons/arrow-down-s';
import { ArrowRightSIcon } from 'src/components/inline-icons/icons/arrow-right-s';
import { CloseIcon } from 'src/components/inline-icons/icons/close';
import { ExternalLinkIcon } from 'src/components/inline-icons/icons/external-link';
import { isExternalLink, NewTabHint } from 'src/components/link';
import { Logo } from 'src/components/logo';
import { LAYOUT } from 'src/config/constants';
import { LanguageToggle } from '../shared/language-toggle';
import { isNavGroup } from './nav-config';
import type { MainNavGroup, MainNavItem, MainNavLink } from './nav-config';
import { dialogPaperProps } from 'src/lib/popup-props';

interface MobileLinkProps {
  item: MainNavLink;
  nested?: boolean;
  onNavigate: () => void;
}

function MobileLink({ item, nested = false, onNavigate }: MobileLinkProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const sx = { pl: nested ? 4 : 2.5, minHeight: 48 };

  if (isExternalLink(item.path)) {
    return (
      <ListItemButton
        component="a"
        href={item.path}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
        sx={sx}
      >
        <ListItemText
          primary={
            <>
              {t(item.title)}
              <NewTabHint />
            </>
          }
        />
        <ExternalLinkIcon width={16} />
      </ListItemButton>
    );
  }
  const current = pathname === item.path;
  return (
    <ListItemButton {...pageLinkProps(item.path, current)} selected={current} onClick={onNavigate} sx={sx}>
      <ListItemText primary={t(item.title)} />
    </ListItemButton>
  );
}

interface MobileGroupProps {
  item: MainNavGroup;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

function MobileGroup({ item, open, onToggle, onNavigate }: MobileGroupProps) {
  const { t } = useTranslation('layout');
  const listId = useId();
  return (
    <>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        sx={{ pl: 2.5, minHeight: 48 }}
      >
        <ListItemText primary={t(item.title)} />
        {open ? <ArrowDownSIcon width={18} /> : <ArrowRightSIcon width={18} />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List component="div" id={listId} disablePadding>
          {item.children.map((child) => (
            <MobileLink key={child.title} item={child} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

export interface NavMobileDrawerProps {
  id: string;
  items: MainNavItem[];
  open: boolean;
  onClose: () => void;
}

/** The 240-wide left drawer (spec §2): one submenu open at a time; a second click collapses it. */
export function NavMobileDrawer({ id, items, open, onClose }: NavMobileDrawerProps) {
  const { t } = useTranslation('layout');
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      anchor="left"
      slotProps={dialogPaperProps(id, t('nav.drawerLabel'), { width: LAYOUT.mobileDrawer })}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 2.5, pr: 1, py: 2 }}
      >
        <Logo />
        <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
          <CloseIcon width={22} />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={t('nav.label')}>
        <List component="div" disablePadding>
          {items.map((item) =>
            isNavGroup(item) ? (
              <MobileGroup
                key={item.title}
                item={item}
                open={openGroup === item.title}
                onToggle={() => setOpenGroup((current) => (current === item.title ? null : item.title))}
                onNavigate={onClose}
              />
            ) : (
              <MobileLink key={item.title} item={item} onNavigate={onClose} />
            ),
          )}
        </List>
      </Box>
      <Box sx={{ px: 2, py: 2 }}>
        <LanguageToggle />
      </Box>
    </Drawer>
  );
}
