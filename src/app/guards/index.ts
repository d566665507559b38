export { AuthGuard } from './auth-guard';
export { MenuGuard } from './menu-guard';
export { PasswordChangeGuard } from './password-change-guard';
