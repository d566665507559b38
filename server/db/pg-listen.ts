// LISTEN on PostgreSQL for the change feed (server/db/change-feed.ts), kept open across losses.
import pg from 'pg';

export interface ListenHandlers {
  message: (payload: string) => void;
  /** The connection was lost and is back: notices sent meanwhile are gone. */
  gap: () => void;
}

/** How long a lost listening connection waits before it is opened again. */
const RELISTEN_DELAY_MS = 1000;

export function assertChannelName(channel: string): void {
  // LISTEN takes an identifier, never a parameter: only plain names are let through.
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
}

/** LISTEN on a pg.Client of its own (a pooled connection may be handed to others or closed). */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  assertChannelName(channel);
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const open = async (): Promise<void> => {
    // Named, so that an operator sees it in pg_stat_activity (one per server process).
    const client = new pg.Client({
      connectionString,
      application_name: `etax change feed (pid ${process.pid})`,
    });
    const lost = (error?: Error) => {
      if (current !== client || stopped) return;
      current = undefined;
      console.error('PostgreSQL listening connection lost:', error?.message ?? 'closed');
      void client.end().catch(() => undefined);
      reopenLater();
    };
    client.on('notification', (notice) => {
      if (notice.channel === channel) handlers.message(notice.payload ?? '');
    });
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await client.end();
    else current = client;
  };
  const reopenLater = () => {
    retry = setTimeout(() => {
      if (stopped) return;
      open().then(handlers.gap, (error: Error) => {
        console.error('PostgreSQL listening connection not reopened:', error.message);
        reopenLater();
      });
    }, RELISTEN_DELAY_MS);
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end();
  };
}
