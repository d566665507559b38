import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider as NotistackProvider, useSnackbar } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { setNoticeSink } from 'src/lib/notify';
import { LAYOUT, TOAST } from 'src/config/constants';
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

/** The top-right stack's class: placed below the header, whose controls a toast must not cover. */
const BELOW_HEADER = 'toasts-below-header';
const GAP = 8;
const belowHeader = (
  <GlobalStyles
    styles={(theme) => ({
      [`.${BELOW_HEADER}`]: {
        top: `${LAYOUT.headerMobile + GAP}px !important`,
        [theme.breakpoints.up('lg')]: { top: `${LAYOUT.headerDesktop + GAP}px !important` },
      },
    })}
  />
);

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

/** Toasts per spec §9: at most 5, no duplicates, 3000 ms, top right (below the header), success by default. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <NotistackProvider
      classes={{ containerAnchorOriginTopRight: BELOW_HEADER }}
      maxSnack={TOAST.maxSnack}
      preventDuplicate
      autoHideDuration={TOAST.autoHideDuration}
      anchorOrigin={TOAST.anchorOrigin}
      variant={TOAST.defaultVariant}
      Components={components}
    >
      {belowHeader}
      <NoticeSink />
      {children}
    </NotistackProvider>
  );
}
