import { startInSteps } from 'src/app/start-in-steps';

/** A promise with its resolve function. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Lets every queued promise callback (microtask) run, but no task. */
async function microtasks() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

afterEach(() => document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove()));

describe('startInSteps', () => {
  it('asks for every file at once, then runs them one by one, each in a task after the last', async () => {
    const files = ['/assets/react-1.js', '/assets/mui-2.js', '/assets/index-3.js'];
    const runs = new Map(files.map((file) => [file, deferred()]));
    const ran: string[] = [];
    const started = startInSteps(files, (file) => {
      ran.push(file);
      return runs.get(file)!.promise;
    });

    // Every file is being fetched before the first runs (no request waits for another to run).
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => new URL(link.href).pathname)).toEqual(files);
    expect(preloads.every((link) => link.crossOrigin === '')).toBe(true);
    expect(ran).toEqual(['/assets/react-1.js']);

    // The next runs only once the first has, and not in the same task.
    await microtasks();
    expect(ran).toEqual(['/assets/react-1.js']);
    runs.get('/assets/react-1.js')!.resolve();
    await microtasks();
    expect(ran).toEqual(['/assets/react-1.js']);
    await vi.waitFor(() => expect(ran).toEqual(['/assets/react-1.js', '/assets/mui-2.js']));

    runs.get('/assets/mui-2.js')!.resolve();
    await vi.waitFor(() => expect(ran).toEqual(files));
    runs.get('/assets/index-3.js')!.resolve();
    await expect(started).resolves.toBeUndefined();
  });

  it('stops at a file that fails to run, and says so', async () => {
    const ran: string[] = [];
    const started = startInSteps(['/assets/a.js', '/assets/b.js'], (file) => {
      ran.push(file);
      return Promise.reject(new Error(`cannot load ${file}`));
    });
    await expect(started).rejects.toThrow('cannot load /assets/a.js');
    expect(ran).toEqual(['/assets/a.js']);
  });
});
