/** Resolves in a task of its own, after the browser has had its turn (input, paint). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/**
 * Loads the module files at once and runs them one at a time, in order, each in a task of its own.
 * The public first load's libraries are chunks of their own (build/first-load-chunk.ts: React,
 * MUI with Emotion, i18next with the texts, then the app); run together they were one task of
 * ~200 ms on a phone (4× slower than this machine), where the browser answers no tap:
 * Lighthouse's Total Blocking Time.
 * Each file's own imports come before it in `files`, so running one runs nothing else.
 */
export async function startInSteps(
  files: readonly string[],
  run: (file: string) => Promise<unknown> = (file) => import(/* @vite-ignore */ file),
): Promise<void> {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
  for (const file of files) {
    await run(file);
    await nextTask();
  }
}
