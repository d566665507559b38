export { AuthCard } from './auth-card';
export type { AuthCardProps } from './auth-card';
