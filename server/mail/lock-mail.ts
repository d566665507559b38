import type { MailMessage } from './mailer';

export interface LockMailInput {
  to: string;
  username: string;
  failures: number;
  minutes: number;
  /** The account's forgot-password page. */
  resetUrl: string;
}

/**
 * Tells the owner that failed sign-ins locked the account. The sign-in answer itself does not
 * say so (it would tell a stranger that the username exists). Thai first, then English.
 */
export function lockMail(input: LockMailInput): MailMessage {
  const text = [
    `บัญชี ${input.username} ถูกล็อกชั่วคราว ${input.minutes} นาที เนื่องจากเข้าสู่ระบบด้วยรหัสผ่านผิด ${input.failures} ครั้ง`,
    'หากไม่ใช่คุณ โปรดตั้งรหัสผ่านใหม่ที่',
    input.resetUrl,
    '',
    `The account ${input.username} is locked for ${input.minutes} minutes after ${input.failures} sign-ins with a wrong password.`,
    'If this was not you, set a new password at',
    input.resetUrl,
  ].join('\n');
  return {
    to: input.to,
    subject: 'บัญชีของคุณถูกล็อกชั่วคราว / Your account is locked for a while',
    text,
    refEntity: 'account_lock',
    refId: input.username,
  };
}
