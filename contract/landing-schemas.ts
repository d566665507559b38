// JSON schemas of the landing-page calls (./landing.ts reads its types off them). Requests refuse unknown
// fields; responses are the contract's envelope (fast-json-stringify serialises with them, so a
// field missing here never leaves the server).
import {
  LANDING_LIMITS,
  LANDING_SEARCH_STATUSES,
  LANDING_SORT_BY,
  LANDING_STATUSES,
  STAT_COUNTER_SORT_BY,
} from './landing-constants';
import * as k from './schema-kit';

// ---------------------------------------------------------------- fields

/** Not blank: at least one non-space character. */
const title = k.text(LANDING_LIMITS.title);
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
/** An item's id, and the version it was read at: a positive 32-bit integer. */
const id = k.version;
const nullable = <S extends object>(schema: S) => ({ ...schema, nullable: true }) as const;

/** seq may be left out: a new item then goes after the last one of its kind. */
const createBody = k.body(
  {
    titleTh: title,
    titleEn: title,
    bodyTh: bodyText,
    bodyEn: bodyText,
    imageFileId: fileId,
    linkUrl,
    publishDate: date,
    seq,
    status: k.oneOf(LANDING_SEARCH_STATUSES),
  },
  ['titleTh', 'titleEn', 'status'],
);

/** seq may be left out: the item keeps its place (reorder<Kind> moves items). */
const updateBody = k.body(
  {
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
    status: k.oneOf(LANDING_STATUSES),
  },
  ['id', 'version', 'titleTh', 'titleEn', 'status'],
);

const search = k.searchBody(
  { title: k.criterion, status: k.oneOf(LANDING_SEARCH_STATUSES) },
  LANDING_SORT_BY,
);

/**
 * reorder<Kind>: every item of the kind that is not deleted, in the new order, each with the
 * version it was read at. All or nothing: a missing, extra or changed item answers 409.
 */
const reorderBody = k.body(
  {
    items: {
      type: 'array',
      minItems: 1,
      maxItems: LANDING_LIMITS.reorderMax,
      items: k.body({ id, version: id }, ['id', 'version']),
    },
  },
  ['items'],
);

const counterLabel = { ...title, maxLength: LANDING_LIMITS.counterLabel } as const;
const updateCounterBody = k.body(
  {
    id,
    version: id,
    labelTh: counterLabel,
    labelEn: counterLabel,
    value: { type: 'integer', minimum: 0, maximum: LANDING_LIMITS.counterValueMax },
  },
  ['id', 'version', 'labelTh', 'labelEn', 'value'],
);

// ---------------------------------------------------------------- answers

const itemProperties = {
  id: k.int,
  titleTh: k.str,
  titleEn: k.str,
  bodyTh: k.str,
  bodyEn: k.str,
  imageFileId: k.str,
  imageWidth: k.int,
  imageHeight: k.int,
  linkUrl: k.str,
  publishDate: k.str,
  seq: k.int,
  status: k.oneOf(LANDING_STATUSES),
} as const;
const itemRequired = ['id', 'titleTh', 'titleEn', 'seq', 'status'] as const;
const item = { type: 'object', required: itemRequired, properties: itemProperties } as const;
const record = {
  type: 'object',
  required: [...itemRequired, 'version', 'lastUpdateDtm', 'lastUpdateBy'],
  properties: { ...itemProperties, ...k.stamp },
} as const;

const counterProperties = { id: k.int, labelTh: k.str, labelEn: k.str, value: k.int } as const;
const counterRecord = k.object({ ...counterProperties, ...k.stamp });

export const landingSchemas = {
  list: { body: k.emptyBody, response: k.listEnvelope(item) },
  search: { body: search, response: k.searchEnvelope(record) },
  create: { body: createBody, response: k.okEnvelope(record) },
  update: { body: updateBody, response: k.okEnvelope(record) },
  reorder: { body: reorderBody, response: k.listEnvelope(record) },
  getStatCounterById: {
    body: k.body({ id }, ['id']),
    response: k.okEnvelope(k.object(counterProperties)),
  },
  searchStatCounter: {
    body: k.searchBody({}, STAT_COUNTER_SORT_BY),
    response: k.searchEnvelope(counterRecord),
  },
  updateStatCounter: { body: updateCounterBody, response: k.okEnvelope(counterRecord) },
} as const;
