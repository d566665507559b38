// Texts of the admin-user failures in Thai (default) and English; picked with say() per request.
import { accountText } from '../../accounts/messages';
import texts from './messages.json';

export const adminUserText = {
  ...texts,
  ADMIN_USER_DUPLICATE: accountText.usernameTaken,
  ALREADY_REGISTERED_EMAIL: accountText.emailTaken,
  ADMIN_USER_SELF_DELETE: accountText.selfDelete,
  ADMIN_USER_SELF_DEACTIVATE: accountText.selfDeactivate,
};
