import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Principal } from '../http/access';
import { requestLanguage, type Language } from '../http/language';

/** Where a service writes its log lines: the request's logger, or a job's. */
export type ContextLog = Pick<FastifyBaseLogger, 'info' | 'debug' | 'error'>;

/**
 * Who asks a service to do something, in which language, and from where. Made once per request
 * (`contextOf`) or by a job (`jobContext`), and handed to services instead of the request, so
 * that the same rules run for a screen, a background job or a script.
 */
export interface ServiceContext {
  /** The signed-in caller; null for an anonymous caller or a job. */
  principal: Principal | null;
  /** The name written to create_by / last_update_by and the audit log. */
  actor: string;
  /** The language of the answer's texts. */
  language: Language;
  ip: string | null;
  /** Links the audit row and the log lines of one request (or one job run). */
  requestId: string | null;
  log: ContextLog;
}

const contexts = new WeakMap<FastifyRequest, ServiceContext>();

/** The context of a request: its caller, language, address and id (one per request). */
export function contextOf(request: FastifyRequest): ServiceContext {
  let context = contexts.get(request);
  if (!context) {
    context = {
      principal: request.principal,
      actor: request.principal?.username ?? 'anonymous',
      language: requestLanguage(request),
      ip: request.ip,
      requestId: request.id,
      log: request.log,
    };
    contexts.set(request, context);
  }
  return context;
}

const consoleLog = {
  info: () => undefined,
  debug: () => undefined,
  error: (obj: unknown, msg?: string) => console.error(msg ?? 'job error', obj),
} as ContextLog;

/** The context of work that no request asked for (a job): `actor` names it, e.g. 'job:mail'. */
export function jobContext(
  actor: string,
  options: { language?: Language; runId?: string; log?: ContextLog } = {},
): ServiceContext {
  return {
    principal: null,
    actor,
    language: options.language ?? 'th',
    ip: null,
    requestId: options.runId ?? null,
    log: options.log ?? consoleLog,
  };
}
