import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider as NotistackProvider } from 'notistack';
import type { ReactNode } from 'react';
import { TOAST } from 'src/config/constants';
import { TOAST_COLOURS, TOAST_TEXT } from './toast-colours';

// Pure: a build that never renders the provider (the public site) can drop it, and notistack with it.
const AccessibleContent = /* @__PURE__ */ styled(MaterialDesignContent)(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  color: TOAST_TEXT,
  '&.notistack-MuiContent-default': { backgroundColor: TOAST_COLOURS.default },
  '&.notistack-MuiContent-success': { backgroundColor: TOAST_COLOURS.success },
  '&.notistack-MuiContent-error': { backgroundColor: TOAST_COLOURS.error },
  '&.notistack-MuiContent-warning': { backgroundColor: TOAST_COLOURS.warning },
  '&.notistack-MuiContent-info': { backgroundColor: TOAST_COLOURS.info },
}));

const components = {
  default: AccessibleContent,
  success: AccessibleContent,
  error: AccessibleContent,
  warning: AccessibleContent,
  info: AccessibleContent,
};

/** Toasts per spec §9: at most 5, no duplicates, 3000 ms, top right, success by default. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <NotistackProvider
      maxSnack={TOAST.maxSnack}
      preventDuplicate
      autoHideDuration={TOAST.autoHideDuration}
      anchorOrigin={TOAST.anchorOrigin}
      variant={TOAST.defaultVariant}
      Components={components}
    >
      {children}
    </NotistackProvider>
  );
}
