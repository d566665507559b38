export { Logo } from './logo';
export { LogoMark } from './logo-mark';
