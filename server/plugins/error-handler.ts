import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorDetail, FailureBody } from '../../contract/envelope';
import { AppError } from '../http/errors';
import { requestLanguage } from '../http/language';
import { schemaDetails } from '../http/schema-validation';
import { securityHeadersForRawAnswer, setSecurityHeadersBeforeHooks } from './security-headers';

function failure(code: string, message: string, requestId: string, details?: ErrorDetail[]): FailureBody {
  return { status: { code, message, requestId, ...(details && details.length ? { details } : {}) } };
}

/**
 * The one place that turns errors into the contract's envelope. Nothing internal (stack, SQL,
 * err.message of unexpected errors) ever reaches the answer; the request id links it to the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const requestId = request.id;
    if (error instanceof AppError) {
      if (error.httpStatus >= 500) request.log.error({ err: error }, 'app error');
      return reply
        .headers(error.headers)
        .code(error.httpStatus)
        .send(failure(error.code, error.message, requestId, error.details));
    }
    const fastifyError = error;
    if (fastifyError.validation) {
      // Every route's schema failures, in the request's language, with the route's field texts.
      const details = schemaDetails(
        fastifyError.validation,
        requestLanguage(request),
        request.routeOptions.config.patternTexts,
      );
      return reply.code(400).send(failure('102', 'Validation failed', requestId, details));
    }
    switch (fastifyError.code) {
      // Body limit, and the @fastify/multipart limits (server/plugins/multipart.ts): one file, a few fields.
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return reply.code(413).send(failure('413', 'Payload too large', requestId));
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply
          .code(400)
          .send(
            failure('102', 'Validation failed', requestId, [{ key: 'body', description: 'malformed JSON' }]),
          );
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE': // a file route called without multipart/form-data
        return reply.code(415).send(failure('415', 'Unsupported media type', requestId));
    }
    if (fastifyError.statusCode === 429) {
      return reply.code(429).send(failure('429', 'Too many requests', requestId));
    }
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return reply.code(fastifyError.statusCode).send(failure('102', 'Bad request', requestId));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failure('500', 'Internal server error', requestId));
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send(failure('404', 'Not found', request.id)));
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`%E0%A4%A`) is refused before routing, so
 * no hook runs. The answer is still the contract's 400 envelope, with every security header,
 * and never echoes the path.
 */
export function answerFrameworkError(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  setSecurityHeadersBeforeHooks(request, reply, () => {
    void reply.code(400).send(failure('102', 'Bad request', request.id));
  });
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (headers over its limit,
 * a malformed request line) never becomes a request, so no hook or handler runs. It is still
 * answered with the contract's envelope and every security header — 431 for oversized headers,
 * 408 for a request that timed out, 400 otherwise — and the connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A connection the client closed, or one already answered, gets nothing more.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? 'Request header fields too large' : STATUS_CODES[status]!;
  const body = JSON.stringify(failure(String(status === 400 ? '102' : status), message, randomUUID()));
  const headers = {
    ...securityHeadersForRawAnswer(),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
}
