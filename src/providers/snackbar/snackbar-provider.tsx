import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider as NotistackProvider, useSnackbar } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { setNoticeSink } from 'src/lib/notify';
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

/**
 * The stack's class: at the top centre, inside the band above the page (TOAST_BAND), where
 * neither the page's buttons (below the header, at the right) nor a dialog's title (dialogs
 * start below the band) are — on a phone too (issue 32). A toast covers the middle of the
 * header for its three seconds, where the header has no control.
 */
const IN_TOP_BAND = 'toasts-in-top-band';
const GAP = 8;
const inTopBand = <GlobalStyles styles={{ [`.${IN_TOP_BAND}`]: { top: `${GAP}px !important` } }} />;

/** Shows the notices of src/lib/notify (code without the hook) as toasts while the provider is mounted. */
function NoticeSink() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      setNoticeSink(({ message, variant }) => enqueueSnackbar(message, variant ? { variant } : undefined)),
    [enqueueSnackbar],
  );
  return null;
}

/** Toasts per spec §9: at most 5, no duplicates, 3000 ms, success by default; top centre in the header's band. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <NotistackProvider
      classes={{ containerAnchorOriginTopCenter: IN_TOP_BAND }}
      maxSnack={TOAST.maxSnack}
      preventDuplicate
      autoHideDuration={TOAST.autoHideDuration}
      anchorOrigin={TOAST.anchorOrigin}
      variant={TOAST.defaultVariant}
      Components={components}
    >
      {inTopBand}
      <NoticeSink />
      {children}
    </NotistackProvider>
  );
}
