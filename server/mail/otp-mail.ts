import type { MailMessage } from './mailer';

export interface OtpMailInput {
  to: string;
  refCode: string;
  otp: string;
  minutes: number;
  purpose: 'RESET_PASSWORD' | 'SET_PASSWORD';
  /** A new account's invitation: the page where the OTP sets the password. */
  setPasswordUrl?: string | undefined;
}

/** The OTP e-mail, Thai first then English (we do not know the reader's language). */
export function otpMail(input: OtpMailInput): MailMessage {
  const setting = input.purpose === 'SET_PASSWORD';
  const subjectTh = setting ? 'ตั้งรหัสผ่านบัญชีของคุณ' : 'รีเซ็ตรหัสผ่านบัญชีของคุณ';
  const subjectEn = setting ? 'Set the password of your account' : 'Reset the password of your account';
  const link = input.setPasswordUrl;
  const text = [
    ...(link ? ['มีการสร้างบัญชีผู้ใช้ให้คุณ ตั้งรหัสผ่านได้ที่', link, ''] : []),
    `รหัส OTP ของคุณคือ ${input.otp} (รหัสอ้างอิง ${input.refCode})`,
    `รหัสนี้ใช้ได้ครั้งเดียวภายใน ${input.minutes} นาที หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลฉบับนี้`,
    ...(link ? ['หากรหัสหมดอายุ ให้ขอรหัสใหม่ได้จากหน้าเดียวกัน'] : []),
    '',
    ...(link ? ['An account has been created for you. Set its password at', link, ''] : []),
    `Your one-time password is ${input.otp} (reference ${input.refCode}).`,
    `It can be used once within ${input.minutes} minutes. If you did not ask for it, ignore this e-mail.`,
    ...(link ? ['If it has expired, ask for a new one on the same page.'] : []),
  ].join('\n');
  return {
    to: input.to,
    subject: `${subjectTh} / ${subjectEn}`,
    text,
    refEntity: 'otp_request',
    refId: input.refCode,
  };
}
