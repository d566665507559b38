import type {
  SecondFactorConfirmed,
  SecondFactorDisableRequest,
  SecondFactorEnrolment,
  SecondFactorStatus,
} from 'contract/auth';
import { apiPost } from 'src/lib/api-client';

// The signed-in user's own second factor (administrators and customer admins). Silent: the
// dialog says its failures at its fields.
const BASE = '/api/authen/secondFactor';

export const secondFactorStatus = () => apiPost<SecondFactorStatus>(`${BASE}/status`, {}, { silent: true });
export const enrolSecondFactor = () => apiPost<SecondFactorEnrolment>(`${BASE}/enrol`, {}, { silent: true });
export const confirmSecondFactor = (code: string) =>
  apiPost<SecondFactorConfirmed>(`${BASE}/confirm`, { code }, { silent: true });
export const disableSecondFactor = (body: SecondFactorDisableRequest) =>
  apiPost<Record<string, never>>(`${BASE}/disable`, body, { silent: true });
