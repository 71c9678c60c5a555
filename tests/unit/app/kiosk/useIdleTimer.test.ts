/** The kiosk's idle timer, on a clock the test drives (vi.useFakeTimers). */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleTimer } from '../../../../src/app/kiosk/useIdleTimer';

const IDLE_MS = 3 * 60_000;
const WARNING_MS = 30_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start() {
  const onIdle = vi.fn();
  const hook = renderHook(() => useIdleTimer(IDLE_MS, WARNING_MS, onIdle));
  const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { onIdle, hook, pass };
}

describe('the kiosk idle timer', () => {
  it('warns when the warning time is all that is left, and ends the session at the idle time', () => {
    const { onIdle, hook, pass } = start();
    pass(IDLE_MS - WARNING_MS - 1);
    expect(hook.result.current).toBe(false);
    pass(1);
    expect(hook.result.current).toBe(true);
    expect(onIdle).not.toHaveBeenCalled();
    pass(WARNING_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    pass(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'wheel'])(
    'hides the warning and starts the wait over on a %s',
    (type) => {
      const { onIdle, hook, pass } = start();
      pass(IDLE_MS - 1000);
      expect(hook.result.current).toBe(true);
      act(() => void window.dispatchEvent(new Event(type)));
      expect(hook.result.current).toBe(false);
      pass(IDLE_MS - WARNING_MS - 1);
      expect(hook.result.current).toBe(false);
      pass(WARNING_MS);
      expect(onIdle).not.toHaveBeenCalled();
      pass(1);
      expect(onIdle).toHaveBeenCalledTimes(1);
    },
  );

  it('counts a touch that the page’s own handler stops from spreading', () => {
    const { onIdle, pass } = start();
    const button = document.createElement('button');
    button.addEventListener('pointerdown', (e) => e.stopPropagation());
    document.body.append(button);
    pass(IDLE_MS - 1000);
    act(() => void button.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    pass(1000);
    expect(onIdle).not.toHaveBeenCalled();
    button.remove();
  });

  it('ends no session once it is gone, and ignores activity then', () => {
    const { onIdle, hook, pass } = start();
    hook.unmount();
    window.dispatchEvent(new Event('keydown'));
    pass(IDLE_MS * 2);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('ends the session through the newest handler the page gave it', () => {
    const first = vi.fn();
    const second = vi.fn();
    const hook = renderHook(({ onIdle }) => useIdleTimer(IDLE_MS, WARNING_MS, onIdle), {
      initialProps: { onIdle: first },
    });
    hook.rerender({ onIdle: second });
    act(() => vi.advanceTimersByTime(IDLE_MS));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
