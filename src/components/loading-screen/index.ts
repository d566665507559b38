export { LoadingScreen } from './loading-screen';
