// What an error says in a log line or in a job's last_error: its message, short and printable,
// never the values of a failed query. Drizzle's message lists the query's parameters, and those
// are a PDF's bytes when a stored file was refused, or a customer's data.
const MAX_SUMMARY = 1000;
const MAX_QUERY = 300;
/** Characters that have no place in a log line: control (but tab and newline), unpaired, unassigned. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\p{Cs}\p{Co}\p{Cn}\uFFFD]/gu;

/** Drizzle's error of a failed query, and the drivers' (PGlite's carries `query` and `params` too). */
interface QueryError extends Error {
  query: string;
  params: unknown[];
}

const isQueryError = (error: unknown): error is QueryError =>
  error instanceof Error &&
  typeof (error as QueryError).query === 'string' &&
  Array.isArray((error as QueryError).params);

/** Drizzle's message is its query and every parameter: never a summary. */
const isDrizzleMessage = (message: string) => message.startsWith('Failed query:');

/**
 * A failed query in the database's words with its SQLSTATE, then the SQL (shortened: an insert
 * names every column); the words are found down the chain of causes, below Drizzle's wrapping.
 */
function querySummary(error: QueryError): string {
  const query = error.query.length > MAX_QUERY ? `${error.query.slice(0, MAX_QUERY)}…` : error.query;
  let reason: string | undefined;
  for (let current: unknown = error, depth = 0; current && depth < 5 && !reason; depth += 1) {
    const { message, code } = current as { message?: unknown; code?: unknown };
    if (typeof message === 'string' && message && !isDrizzleMessage(message))
      reason = typeof code === 'string' ? `${message} [${code}]` : message;
    current = (current as { cause?: unknown }).cause;
  }
  return `${reason ?? 'Failed query'} (query: ${query.replace(/\s+/g, ' ').trim()})`;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** One error as text: a failed query by the database's words and its SQL, without its values. */
export function errorSummary(error: unknown): string {
  const text = isQueryError(error)
    ? querySummary(error)
    : // Another layer may say the same with its values: cut them off.
      messageOf(error).replace(/\nparams: [\s\S]*$/, ' (parameters not logged)');
  const printable = text.replace(UNPRINTABLE, '');
  return printable.length > MAX_SUMMARY ? `${printable.slice(0, MAX_SUMMARY)}…` : printable;
}

/** What pino's own `err` serializer answers (Fastify's logger options ask for this shape). */
interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * The logger's `err` serializer (server/app.ts): the summary for a message, the stack's frames
 * under it, the database's code; never the query's parameters nor any other field of the error.
 */
export function errorSerializer(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: errorSummary(error), stack: '' };
  const summary = errorSummary(error);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    message: summary,
    stack: [`${error.name}: ${summary}`, ...frames].join('\n'),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause === undefined ? {} : { cause: errorSummary(error.cause) }),
  };
}
