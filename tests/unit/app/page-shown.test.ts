import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh module state per test: the module holds whether the server's HTML is being hydrated
// (which only the public site's server sends).
async function load() {
  vi.resetModules();
  vi.stubEnv('VITE_MODULE', 'public');
  return import('src/lib/page-shown');
}

describe('afterHydration', () => {
  beforeEach(() => {
    delete document.documentElement.dataset.appReady;
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('runs at once when the app rendered its page itself', async () => {
    const { afterHydration } = await load();
    const run = vi.fn();
    afterHydration(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits while the server’s HTML is hydrated, and runs once the page is shown', async () => {
    const { afterHydration, hydrationStarts, markPageShown } = await load();
    hydrationStarts();
    const run = vi.fn();
    afterHydration(run);
    expect(run).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.appReady).toBeUndefined();

    markPageShown();
    expect(run).toHaveBeenCalledOnce();
    expect(document.documentElement.dataset.appReady).toBe('');
    // Later changes are not held back.
    const later = vi.fn();
    afterHydration(later);
    expect(later).toHaveBeenCalledOnce();
    markPageShown();
    expect(run).toHaveBeenCalledOnce();
  });
});
