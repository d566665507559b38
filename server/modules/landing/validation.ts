import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { validationFailed } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { schemaDetails } from '../../http/schema-validation';
import { formatText } from './messages';

function fieldOf(issue: FastifySchemaValidationError): string {
  return issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
}

/**
 * Throws the 400 of a failed schema validation: one detail per field in the request's language
 * (the shared texts of server/http), with clearer texts for fields with a format (messages.ts).
 * Used by the landing calls and the contact form.
 */
export function assertValidRequest(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  // Fastify leaves `validation` untyped: it holds Ajv's issues.
  const validation: unknown = error.validation;
  const issues = Array.isArray(validation) ? (validation as FastifySchemaValidationError[]) : [];
  if (issues.length === 0) throw validationFailed([{ key: 'body', description: 'invalid' }]);
  const language = requestLanguage(request);
  const formatIssues = new Set(
    issues.filter((issue) => issue.keyword === 'pattern' || issue.keyword === 'format').map(fieldOf),
  );
  throw validationFailed(
    schemaDetails(issues, language).map((detail) => {
      const text = formatText[detail.key];
      return text && formatIssues.has(detail.key) ? { key: detail.key, description: text[language] } : detail;
    }),
  );
}
