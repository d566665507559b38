// JSON schemas of the landing-page calls (./landing.ts reads its types off them). Requests refuse unknown
// fields; responses are the contract's envelope (fast-json-stringify serialises with them, so a
// field missing here never leaves the server).
import {
  LANDING_LIMITS,
  LANDING_SEARCH_STATUSES,
  LANDING_SORT_BY,
  LANDING_STATUSES,
} from './landing-constants';
import {
  criterion,
  emptyBody,
  int,
  listEnvelope,
  object,
  okEnvelope,
  searchBody,
  searchEnvelope,
  str,
} from './schema-kit';

// ---------------------------------------------------------------- fields

/** Not blank: at least one non-space character. */
const title = { type: 'string', minLength: 1, maxLength: LANDING_LIMITS.title, pattern: '\\S' } as const;
const bodyText = { type: 'string', maxLength: LANDING_LIMITS.body } as const;
/**
 * An absolute http(s) URL or a path of this site ("/about-us"). Never "//host" nor "/\host"
 * (browsers read both as another site without a scheme) and never javascript:/data: — the page
 * puts it in an href.
 */
export const LINK_URL_PATTERN = '^(https?://[A-Za-z0-9][^\\s<>"]*|/(?![/\\\\])[^\\s<>"]*)$';
const linkUrl = { type: 'string', maxLength: LANDING_LIMITS.linkUrl, pattern: LINK_URL_PATTERN } as const;
const fileId = { type: 'string', format: 'uuid' } as const;
const date = { type: 'string', format: 'date', maxLength: 10 } as const;
const seq = { type: 'integer', minimum: 0, maximum: LANDING_LIMITS.seqMax } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const nullable = <S extends object>(schema: S) => ({ ...schema, nullable: true }) as const;

const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['titleTh', 'titleEn', 'seq', 'status'],
  properties: {
    titleTh: title,
    titleEn: title,
    bodyTh: bodyText,
    bodyEn: bodyText,
    imageFileId: fileId,
    linkUrl,
    publishDate: date,
    seq,
    status: { type: 'string', enum: LANDING_SEARCH_STATUSES },
  },
} as const;

const updateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'titleTh', 'titleEn', 'seq', 'status'],
  properties: {
    id,
    version: id,
    titleTh: title,
    titleEn: title,
    bodyTh: nullable(bodyText),
    bodyEn: nullable(bodyText),
    imageFileId: nullable(fileId),
    linkUrl: nullable(linkUrl),
    publishDate: nullable(date),
    seq,
    status: { type: 'string', enum: LANDING_STATUSES },
  },
} as const;

const search = searchBody(
  { title: criterion, status: { type: 'string', enum: LANDING_SEARCH_STATUSES } },
  LANDING_SORT_BY,
);

// ---------------------------------------------------------------- answers

const itemProperties = {
  id: int,
  titleTh: str,
  titleEn: str,
  bodyTh: str,
  bodyEn: str,
  imageFileId: str,
  imageWidth: int,
  imageHeight: int,
  linkUrl: str,
  publishDate: str,
  seq: int,
  status: { type: 'string', enum: LANDING_STATUSES },
} as const;
const itemRequired = ['id', 'titleTh', 'titleEn', 'seq', 'status'] as const;
const item = { type: 'object', required: itemRequired, properties: itemProperties } as const;
const record = {
  type: 'object',
  required: [...itemRequired, 'version', 'lastUpdateDtm', 'lastUpdateBy'],
  properties: { ...itemProperties, version: int, lastUpdateDtm: str, lastUpdateBy: str },
} as const;

export const landingSchemas = {
  list: { body: emptyBody, response: listEnvelope(item) },
  search: { body: search, response: searchEnvelope(record) },
  create: { body: createBody, response: okEnvelope(record) },
  update: { body: updateBody, response: okEnvelope(record) },
  getStatCounterById: {
    body: { type: 'object', additionalProperties: false, required: ['id'], properties: { id } },
    response: okEnvelope(object({ id: int, labelTh: str, labelEn: str, value: int })),
  },
} as const;
