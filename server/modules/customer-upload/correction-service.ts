// A credit note, debit note or cancellation of an issued document, typed in from its page
// (docs/corrections.md): direct entry through one of the customer's ACTIVE templates of the
// correction's type, with the reference taken from the original (never from the form) and the
// purpose checked against ETDA's codes. The import it makes follows the same two steps.
import {
  CORRECTABLE_TYPES,
  isOtherPurpose,
  PURPOSE_CODES,
  type SaveCorrectionRequest,
} from '../../../contract/correction';
import type { UploadResult } from '../../../contract/customer-upload';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { notFound, ruleRefused, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { customerReach } from '../../security/assigned-branches';
import { findDocument } from '../document/service';
import { correctionMessages as m, PURPOSE_TEXTS } from './correction-messages';
import { pendingCancellations, referencedOriginals } from './correction-repository';
import type { ImportTemplate } from './import-template';
import type { ColumnRule } from './row-rules';
import type { createUploadService } from './upload-service';

/** The fields a correction fills whether or not its template has a column for them. */
const CORRECTION_FIELDS: readonly Omit<ColumnRule, 'inputCol'>[] = [
  { dataTypeKey: 'REFERENCE_DOCUMENT_NO', inputType: 'STRING', maxLength: 35 },
  { dataTypeKey: 'REFERENCE_DOCUMENT_DATE', inputType: 'DATE', maxLength: null },
  { dataTypeKey: 'PURPOSE_CODE', inputType: 'STRING', maxLength: 6 },
  { dataTypeKey: 'PURPOSE_TEXT', inputType: 'STRING', maxLength: 256 },
].map((field) => ({ ...field, inputControlType: 'TEXTBOX', required: false, options: [] }));

/** The template's rules plus the correction's fields it lacks (read from the field's own key). */
function withCorrectionFields(template: ImportTemplate): ImportTemplate {
  const has = new Set(template.rules.map((rule) => rule.dataTypeKey));
  const added = CORRECTION_FIELDS.filter((field) => !has.has(field.dataTypeKey)).map((field) => ({
    ...field,
    inputCol: field.dataTypeKey,
  }));
  return { ...template, rules: [...template.rules, ...added] };
}

/** A header value as typed (text), or '' when none. */
const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

export function createCorrectionService(deps: AppDeps, uploads: ReturnType<typeof createUploadService>) {
  const db = deps.db;

  /** 422 unless nothing cancels the document: no GENERATED cancellation, none waiting in an import. */
  async function assertNotCancelled(ctx: ServiceContext, customerCode: string, documentNo: string) {
    const [original] = (await referencedOriginals(db, customerCode, [documentNo])).values();
    const waiting = await pendingCancellations(db, customerCode, [documentNo]);
    if (original?.cancelled || waiting.has(documentNo))
      throw ruleRefused('DOCUMENT_CANCELLED', say(ctx, m.DOCUMENT_CANCELLED(documentNo)));
  }

  /** The purpose: one of the type's codes (a note), and a text for "another reason" or a cancellation. */
  function purposeOf(ctx: ServiceContext, body: SaveCorrectionRequest) {
    const codes: readonly string[] = PURPOSE_CODES[body.correctionType];
    const code = textOf(body.data.PURPOSE_CODE);
    const text = textOf(body.data.PURPOSE_TEXT);
    if (codes.length && !codes.includes(code))
      throw validationFailed([{ key: 'data.PURPOSE_CODE', description: say(ctx, m.purposeCode(codes)) }]);
    const needsText = !codes.length || isOtherPurpose(code);
    if (needsText && !text)
      throw validationFailed([{ key: 'data.PURPOSE_TEXT', description: say(ctx, m.purposeText) }]);
    return {
      PURPOSE_CODE: code || null,
      PURPOSE_TEXT: needsText ? text : (PURPOSE_TEXTS[code] ?? null),
    };
  }

  return {
    async save(ctx: ServiceContext, body: SaveCorrectionRequest): Promise<UploadResult> {
      const original = await findDocument(db, body.documentId, await customerReach(db, ctx));
      if (!original) throw notFound();
      const correctable =
        original.status === 'GENERATED' &&
        (CORRECTABLE_TYPES as readonly string[]).includes(original.documentType);
      if (!correctable) throw ruleRefused('NOT_CORRECTABLE', say(ctx, m.NOT_CORRECTABLE));
      await assertNotCancelled(ctx, original.customerCode, original.documentNo);
      const data = {
        ...body.data,
        ...purposeOf(ctx, body),
        REFERENCE_DOCUMENT_NO: original.documentNo,
        REFERENCE_DOCUMENT_DATE: original.issueDate,
      };
      return uploads.saveDirect(
        ctx,
        {
          uploadType: original.uploadType,
          templateCode: body.templateCode,
          customerCode: original.customerCode,
          branchCode: original.branchCode,
          data,
        },
        (template) => {
          if (template.documentType !== body.correctionType) {
            const text = m.templateType(body.correctionType);
            throw validationFailed([{ key: 'templateCode', description: say(ctx, text) }]);
          }
          return withCorrectionFields(template);
        },
      );
    },
  };
}
