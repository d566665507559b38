import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ISO time), 0 once it has passed; ticks every second. */
export function useCountdown(deadline: string): number {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Number.isFinite(end) ? Math.max(0, Math.ceil((end - now) / 1000)) : 0;
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, end]);

  return remaining;
}

/** 125 → "02:05". */
export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
