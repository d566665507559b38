// The multipart bodies of `create` and `addComment`: text fields, and up to
// MAX_TICKET_ATTACHMENTS parts named `files`, each ≤ 5 MB and of an accepted type by content.
// The fields are then checked like a JSON body would be: 400 with every bad field.
import type { FastifyRequest } from 'fastify';
import { codePatterns } from '../../../contract/customer';
import type { ErrorDetail } from '../../../contract/envelope';
import { MAX_UPLOAD_BYTES } from '../../../contract/file';
import {
  MAX_TICKET_ATTACHMENTS,
  TICKET_COMMENT_MAX,
  TICKET_DETAIL_MAX,
  TICKET_NO_PATTERN,
  TICKET_PRIORITIES,
  TICKET_SUBJECT_MAX,
  TICKET_TYPES,
  type TicketCreateFields,
} from '../../../contract/ticket';
import type { ServiceContext } from '../../command/context';
import { AppError, ruleRefused, tooLarge, unsupportedType, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { uploadText } from '../../http/receive-file';
import { fieldText } from '../../validation/messages';
import { attachmentTypeOf, type AttachmentType } from './attachment-type';
import { ticketMessages as m } from './messages';

/** The name of the parts that hold the files. */
export const FILES_FIELD = 'files';
export const CREATE_FIELDS = ['ticketSubject', 'detail', 'priority', 'actionType', 'customerCode'] as const;
export const COMMENT_FIELDS = ['ticketRequestNo', 'message', 'internal', 'startWork'] as const;

export interface TicketFile {
  content: Buffer;
  /** As the browser named it: for display only. */
  originalName: string;
  type: AttachmentType;
}

export interface TicketForm {
  fields: Record<string, string>;
  files: TicketFile[];
}

/** @fastify/multipart's own limit errors: the error handler answers them (413 / 415). */
const PASSED_ON = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
]);

/**
 * Busboy stops at 5 MB per file (the part comes back `truncated`: 413 with the imports' text),
 * and never parses a fifth file (the fourth is refused first: 422 TOO_MANY_FILES).
 */
const PART_OPTIONS = {
  limits: {
    fileSize: MAX_UPLOAD_BYTES,
    files: MAX_TICKET_ATTACHMENTS + 1,
    fields: 10,
    parts: MAX_TICKET_ATTACHMENTS + 11,
  },
  throwFileSizeLimit: false,
};

/**
 * Reads the whole body: the known text fields (another field → 400 on it) and the files, each
 * refused as soon as it is seen to be too many, too large or of another type.
 */
export async function receiveTicketForm(
  request: FastifyRequest,
  known: readonly string[],
): Promise<TicketForm> {
  try {
    return await readParts(request, known);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT') throw ruleRefused('TOO_MANY_FILES', say(request, m.tooManyFiles));
    if (typeof code === 'string' && PASSED_ON.has(code)) throw error;
    throw validationFailed([{ key: FILES_FIELD, description: say(request, uploadText.malformedBody) }]);
  }
}

async function readParts(request: FastifyRequest, known: readonly string[]): Promise<TicketForm> {
  const fields: Record<string, string> = {};
  const unknown: ErrorDetail[] = [];
  const files: TicketFile[] = [];
  for await (const part of request.parts(PART_OPTIONS)) {
    if (part.type === 'field') {
      if (!known.includes(part.fieldname)) {
        if (unknown.length < 5)
          unknown.push({ key: part.fieldname.slice(0, 100), description: say(request, m.unknownField) });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
      continue;
    }
    if (part.fieldname !== FILES_FIELD) {
      part.file.resume();
      throw validationFailed([{ key: FILES_FIELD, description: say(request, m.filesPart) }]);
    }
    if (files.length >= MAX_TICKET_ATTACHMENTS) {
      part.file.resume();
      throw ruleRefused('TOO_MANY_FILES', say(request, m.tooManyFiles));
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) throw tooLarge(say(request, uploadText.tooLarge));
    const content = Buffer.concat(chunks);
    // An empty file input sends a part with no name and no bytes: nothing was attached.
    if (content.length === 0 && !part.filename) continue;
    const type = await attachmentTypeOf(content);
    if (!type) throw unsupportedType(say(request, m.fileType));
    files.push({ content, originalName: part.filename, type });
  }
  if (unknown.length) throw validationFailed(unknown);
  return { fields, files };
}

// ---------------------------------------------------------------- the text fields

/** NUL and other control characters (tab and line breaks are text). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/; // eslint-disable-line no-control-regex
const CUSTOMER_CODE = new RegExp(codePatterns.customerCode);
const TICKET_NO = new RegExp(TICKET_NO_PATTERN);

/** Collects the details of one form; each reader answers the value or undefined. */
function fieldReader(ctx: ServiceContext, fields: Record<string, string>) {
  const details: ErrorDetail[] = [];
  const refuse = (key: string, text: { th: string; en: string }) => {
    details.push({ key, description: say(ctx, text) });
    return undefined;
  };
  return {
    details,
    /** Trimmed text of at most `max` characters; required unless told. */
    text(name: string, max: number, required = true): string | undefined {
      const value = fields[name]?.trim();
      if (!value) return required ? refuse(name, m.required) : undefined;
      if (CONTROL.test(value)) return refuse(name, m.badCharacter);
      if ([...value].length > max) return refuse(name, m.tooLong(max));
      return value;
    },
    oneOf<T extends string>(name: string, values: readonly T[], required = true): T | undefined {
      const value = fields[name]?.trim();
      if (!value) return required ? refuse(name, m.required) : undefined;
      return (values as readonly string[]).includes(value) ? (value as T) : refuse(name, m.oneOf(values));
    },
    pattern(name: string, pattern: RegExp, text: { th: string; en: string }, required = true) {
      const value = fields[name]?.trim();
      if (!value) return required ? refuse(name, m.required) : undefined;
      return pattern.test(value) ? value : refuse(name, text);
    },
  };
}

/**
 * `create`'s fields. An ADMIN must name the customer; a customer user's `customerCode` is
 * ignored (it opens for its own customer, like every other call of a customer user).
 */
export function createFieldsOf(
  ctx: ServiceContext,
  fields: Record<string, string>,
  asAdmin: boolean,
): Required<Omit<TicketCreateFields, 'customerCode'>> & { customerCode: string | undefined } {
  const read = fieldReader(ctx, fields);
  const ticketSubject = read.text('ticketSubject', TICKET_SUBJECT_MAX);
  const detail = read.text('detail', TICKET_DETAIL_MAX);
  const priority = read.oneOf('priority', TICKET_PRIORITIES);
  const actionType = read.oneOf('actionType', TICKET_TYPES);
  const customerCode = asAdmin
    ? read.pattern('customerCode', CUSTOMER_CODE, fieldText.customerCode)
    : undefined;
  if (read.details.length) throw validationFailed(read.details);
  return {
    // One line: the subject goes into mail subjects and list rows.
    ticketSubject: ticketSubject!.replace(/\s+/g, ' '),
    detail: detail!,
    priority: priority!,
    actionType: actionType!,
    customerCode,
  };
}

export interface CommentFields {
  ticketRequestNo: string;
  message: string;
  internal: boolean;
  /** A staff reply to an OPEN ticket moves it to IN_PROGRESS unless this is false. */
  startWork: boolean;
}

/**
 * `addComment`'s fields: the ticket, the message, `internal` ("true" / "false", absent = false)
 * and `startWork` ("true" / "false", absent = true).
 */
export function commentFieldsOf(ctx: ServiceContext, fields: Record<string, string>): CommentFields {
  const read = fieldReader(ctx, fields);
  const ticketRequestNo = read.pattern('ticketRequestNo', TICKET_NO, m.ticketRequestNo);
  const message = read.text('message', TICKET_COMMENT_MAX);
  const internal = read.oneOf('internal', ['true', 'false'] as const, false);
  const startWork = read.oneOf('startWork', ['true', 'false'] as const, false);
  if (read.details.length) throw validationFailed(read.details);
  return {
    ticketRequestNo: ticketRequestNo!,
    message: message!,
    internal: internal === 'true',
    startWork: startWork !== 'false',
  };
}
