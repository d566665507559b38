export { lazyPage } from './lazy-page';
export { PageShown } from './page-shown';
