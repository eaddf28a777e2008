import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useIdle } from '@/hooks/use-idle';

/** The browser's idle callbacks and frames, run when the test says. */
let idleCallbacks: Map<number, IdleRequestCallback>;
let frames: Map<number, FrameRequestCallback>;
let nextHandle: number;

beforeEach(() => {
  idleCallbacks = new Map();
  frames = new Map();
  nextHandle = 1;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    idleCallbacks.set(nextHandle, callback);
    return nextHandle++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idleCallbacks.delete(handle));
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextHandle, callback);
    return nextHandle++;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function runIdle() {
  const pending = [...idleCallbacks.values()];
  idleCallbacks.clear();
  act(() => {
    for (const callback of pending) callback({ didTimeout: false, timeRemaining: () => 10 });
  });
}

function runFrame() {
  const pending = [...frames.values()];
  frames.clear();
  act(() => {
    for (const callback of pending) callback(0);
  });
}

function Row({ name, afterPaint }: { name: string; afterPaint?: boolean }) {
  const idle = useIdle({ afterPaint });
  return <p>{`${name}: ${idle ? 'idle' : 'busy'}`}</p>;
}

describe('useIdle', () => {
  it('is true once the browser has been idle', () => {
    render(<Row name="screen" />);
    expect(screen.getByText('screen: busy')).toBeInTheDocument();
    runIdle();
    expect(screen.getByText('screen: idle')).toBeInTheDocument();
  });

  it('after paint, waits two frames more', () => {
    render(<Row name="thumbnail" afterPaint />);
    runIdle();
    runFrame();
    expect(screen.getByText('thumbnail: busy')).toBeInTheDocument();
    runFrame();
    expect(screen.getByText('thumbnail: idle')).toBeInTheDocument();
  });

  it('a list of rows mounted together waits once, not once per row', () => {
    render(
      <>
        {Array.from({ length: 24 }, (_, index) => (
          <Row key={index} name={`row ${index + 1}`} afterPaint />
        ))}
      </>,
    );
    expect(idleCallbacks.size).toBe(1);
    runIdle();
    runFrame();
    runFrame();
    expect(screen.getAllByText(/: idle$/)).toHaveLength(24);
  });

  it('a row that goes before the wait ends leaves it running for the others', () => {
    const { rerender } = render(
      <>
        <Row name="first" afterPaint />
        <Row name="second" afterPaint />
      </>,
    );
    rerender(<Row name="second" afterPaint />);
    expect(idleCallbacks.size).toBe(1);
    runIdle();
    runFrame();
    runFrame();
    expect(screen.getByText('second: idle')).toBeInTheDocument();
  });

  it('the last to go cancels the wait', () => {
    const { unmount } = render(<Row name="only" afterPaint />);
    unmount();
    expect(idleCallbacks.size).toBe(0);
  });

  it('a row mounted after the wait ended waits anew', () => {
    render(<Row name="first" />);
    runIdle();
    render(<Row name="later" />);
    expect(screen.getByText('later: busy')).toBeInTheDocument();
    runIdle();
    expect(screen.getByText('later: idle')).toBeInTheDocument();
  });
});
