import { answerAddressCascade, answerPost, ok, type Recorder, type Reply } from '../msw-answer';
import { statusOptions } from './fixtures';

export { failure, ok, rows, type Recorder } from '../msw-answer';

export const MD = '/api/app/masterDataController';

/** POST `path` answers `reply(body)` (a contract body) and records the request bodies. */
export function answer<T = Record<string, unknown>>(
  path: string,
  reply: (body: T) => Reply | Promise<Reply>,
): Recorder<T> {
  return answerPost<T>(`${MD}/${path}`, (body) => reply(body));
}

/** The look-ups every master-data screen reads (status listbox, address cascade). */
export function answerLookups(): void {
  answer<{ listboxGroup: string }>('listboxByGroup', () => ok(statusOptions));
  answerAddressCascade(MD);
}
