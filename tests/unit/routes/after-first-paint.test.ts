import { afterFirstPaint, LONGEST_WAIT_MS } from 'src/app/after-first-paint';

// jsdom has neither a load of its own after the test starts nor paint timing: both are played
// here, with a PerformanceObserver stand-in that reports paints when the test says so.
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static current: FakePaintObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  paint(name: string) {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

function loading(readyState: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
}

/** Calls afterFirstPaint in a page at `readyState`, with paints observable or not; its start. */
function watch(readyState: DocumentReadyState, { observablePaints = true } = {}) {
  vi.stubGlobal('PerformanceObserver', observablePaints ? FakePaintObserver : undefined);
  loading(readyState);
  const start = vi.fn();
  afterFirstPaint(start);
  return start;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  FakePaintObserver.current = undefined;
});

describe('afterFirstPaint', () => {
  it('starts once the page has loaded and then painted its content, not before', () => {
    const start = watch('interactive');
    expect(FakePaintObserver.current).toBeUndefined();

    window.dispatchEvent(new Event('load'));
    FakePaintObserver.current?.paint('first-paint');
    expect(start).not.toHaveBeenCalled();

    FakePaintObserver.current?.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.current?.disconnected).toBe(true);
  });

  it('after the load, waits for the paint alone', () => {
    const start = watch('complete');
    expect(start).not.toHaveBeenCalled();
    FakePaintObserver.current?.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the load where paints cannot be observed, and at once in a hidden tab', () => {
    const start = watch('interactive', { observablePaints: false });
    window.dispatchEvent(new Event('load'));
    expect(start).toHaveBeenCalledTimes(1);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const hidden = watch('complete');
    expect(hidden).toHaveBeenCalledTimes(1);
  });

  it("starts at the visitor's first press or key, once only", () => {
    const start = watch('interactive');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(start).toHaveBeenCalledTimes(1);

    // Nothing later starts it again.
    window.dispatchEvent(new Event('load'));
    FakePaintObserver.current?.paint('first-contentful-paint');
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the latest after the longest wait, when the page never finishes loading', () => {
    vi.useFakeTimers();
    const start = watch('interactive');
    vi.advanceTimersByTime(LONGEST_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    FakePaintObserver.current?.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
  });
});
