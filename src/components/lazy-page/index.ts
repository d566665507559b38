export { lazyPage } from './lazy-page';
