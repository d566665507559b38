// A paused server, as users meet it (issue 32): connections are taken and requests read, but no
// answer comes and nothing is closed. The proxy stands in front of an AppServer; while paused it
// holds every request without forwarding it, so a request sent then never reaches the server —
// a save that timed out did not happen, and trying again is the only save. resume() forwards
// again and lets go of the held connections (their callers gave up long before).
import http from 'node:http';
import type { AppServer } from './app-server';
import { freePort } from './app-server';

export interface PausableProxy {
  /** The AppServer as seen through the proxy (its URLs point here). */
  server: AppServer;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startPausableProxy(target: AppServer): Promise<PausableProxy> {
  let paused = false;
  const held = new Set<http.ServerResponse>();
  const proxy = http.createServer((request, response) => {
    if (paused) {
      held.add(response);
      response.on('close', () => held.delete(response));
      return;
    }
    const upstream = http.request(
      `${target.origin}${request.url ?? '/'}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    server: {
      ...target,
      origin,
      adminUrl: (inApp = '/') => `${origin}/admin${inApp}`,
      customerUrl: (inApp = '/') => `${origin}/customer${inApp}`,
    },
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const response of held) response.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
