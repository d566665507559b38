// Texts of the admin-user failures in Thai (default) and English; picked with say() per request.
import { accountText } from '../../accounts/messages';

export const adminUserText = {
  ADMIN_USER_DUPLICATE: accountText.usernameTaken,
  ALREADY_REGISTERED_EMAIL: accountText.emailTaken,
  ADMIN_USER_SELF_DELETE: accountText.selfDelete,
  ADMIN_USER_SELF_DEACTIVATE: accountText.selfDeactivate,
  ADMIN_USER_LAST_ACTIVE: {
    th: 'ต้องมีผู้ดูแลระบบที่ใช้งานอยู่อย่างน้อยหนึ่งคน',
    en: 'At least one administrator must stay active',
  },
} as const;
