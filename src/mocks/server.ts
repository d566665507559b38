import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The MSW server of the unit tests (started in tests/unit/setup.ts). */
export const server = setupServer(...handlers);
