// Texts of the customer-user failures in Thai (default) and English; picked with say() per request.
import { accountText } from '../../accounts/messages';
import texts from './messages.json';

export const customerUserText = {
  ...texts,
  CUSTOMER_USER_DUPLICATE: accountText.usernameTaken,
  ALREADY_REGISTERED_EMAIL: accountText.emailTaken,
  CUSTOMER_USER_SELF_DELETE: accountText.selfDelete,
  CUSTOMER_USER_SELF_DEACTIVATE: accountText.selfDeactivate,
};
