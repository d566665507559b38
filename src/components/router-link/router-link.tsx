import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { appHref, useAppNavigate } from 'src/lib/navigation';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path, absolute: /login, /customer?page=2 … */
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A plain left click in this tab; a modified or middle click, or another target, is the browser's. */
function navigatesInApp(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/**
 * An in-app link: a real <a href> (open in a new tab, copy address…) whose plain left click
 * navigates inside the app. What react-router's <Link> does for this app's use, through
 * src/lib/navigation, so that it works on the signed-out pages' router too and carries none of
 * react-router's framework-mode code. Use it as MUI's `component={RouterLink}` like <Link>.
 */
export function RouterLink({ to, replace, target, onClick, ref, ...rest }: RouterLinkProps) {
  const navigate = useAppNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !navigatesInApp(event, target)) return;
    event.preventDefault();
    void navigate(to, { replace });
  };
  return <a {...rest} ref={ref} href={appHref(to)} target={target} onClick={handleClick} />;
}
