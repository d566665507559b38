// React's development build gives each element it creates an "owner stack" — an Error captured for
// its stack, and a console.createTask — to print under its warnings where the element came from.
// It caps that at 10,000 elements a second (`recentlyCreatedOwnerStacks`, which react-dom resets to
// 0 at most once a second) and past the cap gives an element the one "unknown owner" stack it made
// when it loaded. The unit tier's screens create elements by the hundred thousand: the captures
// were ~8 % of a screen file's CPU, for text no test reads. The count is held at the cap, so every
// element gets the unknown owner; tests see the same elements, renders and warnings (without the
// owner's stack). UNIT_OWNER_STACKS=1 keeps them, to see where a warning came from.
import * as React from 'react';

const INTERNALS = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';

export function skipOwnerStacks(): void {
  const internals = (React as unknown as Record<string, object | undefined>)[INTERNALS];
  // A React that keeps the count elsewhere must say so, not silently capture stacks again.
  if (!internals || !('recentlyCreatedOwnerStacks' in internals))
    throw new Error('tests/unit/react-owner-stacks.ts: React internals changed; update the cap');
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });
}
