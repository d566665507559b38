import { inputColumnController } from 'contract/upload-template';
import { callsOf } from 'src/lib/api-client';

/**
 * Saves the template's whole column list in one go (new rows without inputColumnId, rows left
 * out are deleted); all or nothing. Answers the stored list.
 */
export const saveInputColumns = callsOf(inputColumnController).post('updateListInputColumn');

export const createInputColumnOption = callsOf(inputColumnController).post('createInputColumnOption');

/** Changes an option; `deleted: true` removes it. */
export const updateInputColumnOption = callsOf(inputColumnController).post('updateInputColumnOption');
