import type { ErrorDetail } from '../../contract/envelope';
import { say, type Speaker } from '../http/language';
import { isEmail } from '../../contract/email';
import { fieldText } from './messages';
import { isOptionalThaiPhone } from './phone';

/**
 * The checks the schema cannot say for an account's e-mail and optional phone (administrators
 * and customer users alike), one detail per failing field in the request's language.
 */
export function accountContactDetails(
  speaker: Speaker,
  body: { email: string; tel?: string | null },
): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  if (!isEmail(body.email.trim())) details.push({ key: 'email', description: say(speaker, fieldText.email) });
  if (!isOptionalThaiPhone(body.tel))
    details.push({ key: 'tel', description: say(speaker, fieldText.phone) });
  return details;
}
