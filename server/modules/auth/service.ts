// What other modules may use of auth: the password reset and change of both account kinds
// (adminUser/resetPassword, customerUserController/resetPassword live with their controllers).
export { resetPassword, type ResetPasswordBody } from './password-change';
