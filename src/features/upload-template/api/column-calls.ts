import {
  INPUT_COLUMN_PREFIX,
  type CreateInputColumnOptionRequest,
  type InputColumn,
  type InputColumnOption,
  type UpdateInputColumnOptionRequest,
  type UpdateListInputColumnRequest,
} from 'contract/upload-template';
import { apiGet, apiPost, type ApiRequestOptions } from 'src/lib/api-client';

/**
 * Saves the template's whole column list in one go (new rows without inputColumnId, rows left
 * out are deleted); all or nothing. Answers the stored list.
 */
export function saveInputColumns(
  body: UpdateListInputColumnRequest,
  options?: ApiRequestOptions,
): Promise<InputColumn[]> {
  return apiPost<InputColumn[]>(`${INPUT_COLUMN_PREFIX}/updateListInputColumn`, body, options);
}

export function listInputColumnOption(
  inputColumnId: number,
  options?: ApiRequestOptions,
): Promise<InputColumnOption[]> {
  return apiGet<InputColumnOption[]>(
    `${INPUT_COLUMN_PREFIX}/listInputColumnOption?inputColumnId=${inputColumnId}`,
    options,
  );
}

export function createInputColumnOption(
  body: CreateInputColumnOptionRequest,
  options?: ApiRequestOptions,
): Promise<InputColumnOption> {
  return apiPost<InputColumnOption>(`${INPUT_COLUMN_PREFIX}/createInputColumnOption`, body, options);
}

/** Changes an option; `deleted: true` removes it. */
export function updateInputColumnOption(
  body: UpdateInputColumnOptionRequest,
  options?: ApiRequestOptions,
): Promise<InputColumnOption> {
  return apiPost<InputColumnOption>(`${INPUT_COLUMN_PREFIX}/updateInputColumnOption`, body, options);
}
