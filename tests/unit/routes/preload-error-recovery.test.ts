import { installPreloadErrorRecovery } from 'src/app/preload-error-recovery';

function fakeWindow() {
  const reload = vi.fn();
  const target = Object.assign(new EventTarget(), { location: { reload } }) as unknown as Window;
  return { target, reload };
}

function firePreloadError(target: Window): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('installPreloadErrorRecovery', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.useRealTimers();
  });

  it('reloads once instead of leaving a blank screen', () => {
    const { target, reload } = fakeWindow();
    const uninstall = installPreloadErrorRecovery(target);

    const first = firePreloadError(target);
    expect(first.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // After the reload the chunk fails again: no reload loop, the error goes on to the error page.
    const second = firePreloadError(target);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('recovers again from a later deployment in the same tab', () => {
    vi.useFakeTimers();
    const { target, reload } = fakeWindow();
    installPreloadErrorRecovery(target);

    firePreloadError(target);
    vi.advanceTimersByTime(5 * 60_000);
    expect(firePreloadError(target).defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while the browser is offline: the failure goes on as an error', () => {
    const reload = vi.fn();
    const target = Object.assign(new EventTarget(), {
      location: { reload },
      navigator: { onLine: false },
    }) as unknown as Window;
    installPreloadErrorRecovery(target);

    expect(firePreloadError(target).defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
