import type { FastifyReply } from 'fastify';
import type { Paging, SearchBody, SuccessBody } from '../../contract/envelope';
import { PAGE_SIZE_DEFAULT } from '../../contract/envelope';
import type { EditableStatus } from '../../contract/customer';
import { editStampOf } from './time';

const success = { code: '000', message: 'Success' } as const;

export function ok<T>(data: T): SuccessBody<T> {
  return { status: success, data };
}

export function searchResult<T>(
  rows: T[],
  page: number,
  size: number,
  totalRecords: number,
  totalExact = true,
): SearchBody<T> {
  const paging: Paging = { page, size, totalRecords, totalPages: Math.ceil(totalRecords / size), totalExact };
  return { status: success, data: rows, paging };
}

/** Normalised paging of a search request (the schema has already bounded the values). */
export function pagingOf(body: { page?: number; size?: number }): {
  page: number;
  size: number;
  offset: number;
} {
  const page = body.page ?? 1;
  const size = body.size ?? PAGE_SIZE_DEFAULT;
  return { page, size, offset: (page - 1) * size };
}

/**
 * Sends an answer serialised ahead (a cached `ok(…)`): a string skips the route's serializer,
 * so its reply type (read off the schema) does not apply to it.
 */
export function sendSerialised(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** The named fields of a stored record, as an answer carries them (same values, in this order). */
export function pickFields<R extends object, K extends keyof R>(record: R, keys: readonly K[]): Pick<R, K> {
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as Pick<R, K>;
}

/**
 * An editable record as answers carry it: the named fields, its status (a deleted record is not
 * found, so ACTIVE or INACTIVE) and its edit stamp.
 */
export function editableAnswer<
  R extends Parameters<typeof editStampOf>[0] & { status: string },
  K extends keyof R,
>(record: R, keys: readonly K[]) {
  return { ...pickFields(record, keys), status: record.status as EditableStatus, ...editStampOf(record) };
}

/** A search's answer: the rows found, each in its answer form, with the request's paging. */
export function searchAnswer<R, T>(
  body: { page?: number; size?: number },
  found: { rows: R[]; total: number; exact?: boolean },
  toRow: (row: R) => T,
): SearchBody<T> {
  const { page, size } = pagingOf(body);
  return searchResult(found.rows.map(toRow), page, size, found.total, found.exact);
}
