import { env } from 'src/config/env';
import { paths } from 'src/config/paths';

/** A menu entry: `title` is a key of the `layout` namespace; `path` a route or an absolute URL. */
export interface MainNavLink {
  title: string;
  path: string;
}

export interface MainNavGroup {
  title: string;
  children: MainNavLink[];
}

export type MainNavItem = MainNavLink | MainNavGroup;

export function isNavGroup(item: MainNavItem): item is MainNavGroup {
  return 'children' in item;
}

/** The public header menu of spec §2, in display order. */
export function getMainNavItems(): MainNavItem[] {
  return [
    { title: 'nav.home', path: paths.root },
    { title: 'nav.aboutUs', path: paths.aboutUs },
    { title: 'nav.calendar', path: env.links.calendar },
    {
      title: 'nav.forRunners',
      children: [
        { title: 'nav.event', path: env.links.event },
        { title: 'nav.virtual', path: env.links.virtual },
        { title: 'nav.thaiathon', path: env.links.thaiathon },
      ],
    },
    {
      title: 'nav.forOrganizer',
      children: [
        { title: 'nav.platformService', path: env.links.platformService },
        { title: 'nav.medalService', path: env.links.medalService },
      ],
    },
    { title: 'nav.contactUs', path: paths.contactUs },
  ];
}
