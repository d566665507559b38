// A toast for code that cannot hold notistack's hook: the signed-out pages (their first load has
// no notistack) and whatever must announce something as the app changes hands. The toast host
// (src/providers/snackbar) takes the notices; a notice given while none is there waits for it —
// the forced password change says "changed" as the signed-in app starts.

export interface Notice {
  message: string;
  variant?: 'success' | 'error' | 'warning' | 'info' | 'default';
}

type Sink = (notice: Notice) => void;

let sink: Sink | undefined;
const waiting: Notice[] = [];

export function notify(notice: Notice): void {
  if (sink) sink(notice);
  else waiting.push(notice);
}

/** The toast host registers here while it is mounted; the notices that waited are shown at once. */
export function setNoticeSink(next: Sink): () => void {
  sink = next;
  for (const notice of waiting.splice(0)) next(notice);
  return () => {
    if (sink === next) sink = undefined;
  };
}
