// Texts of the customer-user failures in Thai (default) and English; picked with say() per request.
import { accountText } from '../../accounts/messages';

export const customerUserText = {
  CUSTOMER_USER_DUPLICATE: accountText.usernameTaken,
  CUSTOMER_USER_EMAIL_DUPLICATE: {
    th: 'อีเมลนี้ถูกใช้โดยผู้ใช้อื่นของลูกค้านี้แล้ว',
    en: 'Another user of this customer already has this e-mail',
  },
  ALREADY_REGISTERED_EMAIL: accountText.emailTaken,
  CUSTOMER_USER_SELF_DELETE: accountText.selfDelete,
  CUSTOMER_USER_SELF_DEACTIVATE: accountText.selfDeactivate,
  CUSTOMER_USER_SELF_ROLE: {
    th: 'เปลี่ยนบทบาทของบัญชีตัวเองไม่ได้',
    en: 'You cannot change the role of your own account',
  },
} as const;
