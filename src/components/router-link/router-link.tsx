import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: a real <a href> (open in a new tab, copy address…) whose plain left click
 * navigates inside the app. Same behaviour as react-router's <Link> for this app's use, which
 * also carries framework-mode prefetching and view-transition code (~5 KB gzip) that a
 * single-page app never runs. Use it as MUI's `component={RouterLink}` like <Link>.
 */
export function RouterLink({ to, replace, target, onClick, ref, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
