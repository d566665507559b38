import type { ErrorDetail, FailureBody, Paging, SearchBody, SuccessBody } from 'contract/envelope';

// Contract-shaped bodies (api-contract §Envelope) for MSW handlers in tests.

export function okBody<T>(data: T): SuccessBody<T> {
  return { status: { code: '000', message: 'Success' }, data };
}

export function searchBody<T>(rows: T[], paging: Partial<Paging> = {}): SearchBody<T> {
  const size = paging.size ?? 25;
  const totalRecords = paging.totalRecords ?? rows.length;
  return {
    status: { code: '000', message: 'Success' },
    data: rows,
    paging: {
      page: 1,
      size,
      totalRecords,
      totalPages: Math.ceil(totalRecords / size),
      totalExact: true,
      ...paging,
    },
  };
}

export function failureBody(code: string, message = 'Failed', details?: ErrorDetail[]): FailureBody {
  return { status: { code, message, ...(details ? { details } : {}) } };
}
