// Route paths inside one module's router (relative to its basename, e.g. /admin/).
export const paths = {
  root: '/',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  login: '/login',
  dashboard: '/',
  page403: '/403',
  page404: '/404',
  page500: '/500',
} as const;
