// A starting set of configuration groups for the master-data screens. Secret values start empty:
// an administrator types them in; they are never sent back (masked).
export interface SeedConfigGroup {
  type: string;
  description: string;
  /** [key, value, secret, description] */
  items: readonly (readonly [string, string, boolean, string])[];
}

export const configGroupSeed: readonly SeedConfigGroup[] = [
  {
    type: 'SYSTEM',
    description: 'System limits and sessions',
    items: [
      ['SESSION_IDLE_MINUTES', '30', false, 'Idle timeout of a session'],
      ['SESSION_ABSOLUTE_HOURS', '12', false, 'Absolute lifetime of a session'],
      ['UPLOAD_MAX_MB', '5', false, 'Largest upload file'],
      ['UPLOAD_MAX_ROWS', '10000', false, 'Most rows in one upload file'],
    ],
  },
  {
    type: 'SMTP',
    description: 'Outgoing e-mail server',
    items: [
      ['SMTP_HOST', 'localhost', false, 'Host name of the SMTP server'],
      ['SMTP_PORT', '587', false, 'Port of the SMTP server'],
      ['SMTP_USERNAME', '', false, 'Account used to sign in to the SMTP server'],
      ['SMTP_PASSWORD', '', true, 'Password of that account'],
      ['MAIL_FROM', 'E-TAX Service <no-reply@localhost>', false, 'Sender address of every e-mail'],
    ],
  },
  {
    type: 'SMS',
    description: 'SMS gateway',
    items: [
      ['SMS_GATEWAY_URL', '', false, 'Address of the SMS gateway API'],
      ['SMS_API_KEY', '', true, 'API key of the SMS gateway'],
      ['SMS_SENDER', 'ETAX', false, 'Sender name shown on the phone'],
    ],
  },
];
