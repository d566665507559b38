import { createElement } from 'react';

/** React's development build keeps an element's owner stack in `_debugStack`. */
function ownerStack(): unknown {
  return (createElement('div') as unknown as { _debugStack: unknown })._debugStack;
}

describe('React owner stacks in unit tests', () => {
  if (import.meta.env.UNIT_OWNER_STACKS === '1') {
    it('captures a stack for each element when UNIT_OWNER_STACKS=1', () => {
      expect(ownerStack()).not.toBe(ownerStack());
    });
  } else {
    it('gives every element the unknown owner, capturing no stack', () => {
      // The one stack React made when it loaded, for elements of an unknown owner.
      expect(ownerStack()).toBe(ownerStack());
    });
  }
});
