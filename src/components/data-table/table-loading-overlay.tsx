import { GridLoadingOverlay, type GridLoadingOverlayProps } from '@mui/x-data-grid';

/**
 * The grid's loading bar (or skeleton before the first rows), hidden from assistive technology:
 * it sits inside the `grid` role, which may hold only rows, and MUI's bar has no name (axe:
 * aria-required-children, aria-progressbar-name). Screen readers learn of the search from the
 * grid's `aria-busy` instead.
 */
export function TableLoadingOverlay(props: GridLoadingOverlayProps) {
  return <GridLoadingOverlay {...props} aria-hidden />;
}
