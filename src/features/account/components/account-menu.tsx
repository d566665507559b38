import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { useSession } from 'src/lib/use-session';
import { useSettingsContext } from 'src/providers/settings';
import { useLogout } from '../hooks/use-logout';

// Loaded when first asked for, not with the first screen after sign-in (docs: quality, ≤ 250
// KB): the popup (Popover, MenuList) on the first click; the change-password form
// (react-hook-form, yup, text fields) when first chosen.
const AccountMenuPopover = lazy(() => import('./account-menu-popover'));
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('./change-password-dialog')).ChangePasswordDialog,
}));
const SecondFactorDialog = lazy(() => import('./second-factor-dialog'));

/**
 * A dialog the menu opens: mounted from its first opening on (so that it can animate closed),
 * with a new key per opening, so that its form starts empty each time.
 */
function useMenuDialog(
  Dialog: ComponentType<{ open: boolean; onClose: () => void; onExited: () => void }>,
  onExited: () => void,
) {
  const [{ key, open }, setState] = useState({ key: 0, open: false });
  const hide = () => setState((state) => ({ ...state, open: false }));
  const element = key > 0 && (
    <Suspense fallback={null}>
      <Dialog key={key} open={open} onClose={hide} onExited={onExited} />
    </Suspense>
  );
  return { element, show: () => setState((state) => ({ key: state.key + 1, open: true })) };
}

/** The header's account button (ux.md): name, role, change password, language, settings, sign-out. */
export function AccountMenu() {
  const { t } = useTranslation('account');
  const session = useSession();
  const { onOpen: openSettings } = useSettingsContext();
  const logout = useLogout();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that it can animate closed.
  const [popoverWanted, setPopoverWanted] = useState(false);
  // The menu item that opened a dialog is gone: back to the account button.
  const focusButton = () => buttonRef.current?.focus();
  const passwordDialog = useMenuDialog(ChangePasswordDialog, focusButton);
  const secondFactorDialog = useMenuDialog(SecondFactorDialog, focusButton);
  const [signingOut, setSigningOut] = useState(false);
  const buttonId = useId();
  const menuId = useId();

  if (!session) return null;
  const { user } = session;
  const name = user.fullName || user.username;
  const open = anchor !== null;
  const close = () => setAnchor(null);
  // Administrators, and customer admins if they wish (docs/security.md, "Second factor").
  const mayHaveSecondFactor = user.role === 'ADMIN' || user.userRole === 'CUSTOMER_ADMIN';

  return (
    <>
      <IconButton
        ref={buttonRef}
        id={buttonId}
        aria-label={t('menu.open', { name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setPopoverWanted(true);
        }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {name.trim().charAt(0).toUpperCase() || <Iconify icon="ri:user-3-line" />}
        </Avatar>
      </IconButton>
      {popoverWanted && (
        <Suspense fallback={null}>
          <AccountMenuPopover
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            user={user}
            signingOut={signingOut}
            onClose={close}
            onChangePassword={() => {
              close();
              passwordDialog.show();
            }}
            onSecondFactor={
              mayHaveSecondFactor
                ? () => {
                    close();
                    secondFactorDialog.show();
                  }
                : undefined
            }
            onOpenSettings={() => {
              close();
              openSettings();
            }}
            onSignOut={() => {
              setSigningOut(true);
              void logout();
            }}
          />
        </Suspense>
      )}
      {passwordDialog.element}
      {secondFactorDialog.element}
    </>
  );
}
