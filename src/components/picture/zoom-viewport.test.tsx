import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ZoomControls } from '@/components/picture/zoom-controls';
import { ZoomViewport } from '@/components/picture/zoom-viewport';
import { createZoomSync, IDENTITY_TRANSFORM } from '@/components/picture/zoom-sync';
import {
  DOUBLE_TAP_SCALE,
  KEY_PAN_STEP,
  KEY_ZOOM_FACTOR,
  MAX_SCALE,
  wheelZoomFactor,
  zoomAt,
} from '@/components/picture/zoom-transform';
import { nextFrame, shownZoom } from '@/testing/zoom';
import { WithI18n } from '@/testing/i18n';

const WIDTH = 400;
const HEIGHT = 300;

/** The test DOM has no layout: the frame measures 400 x 300 at the page's origin. */
function giveSize(frame: HTMLElement) {
  vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, WIDTH, HEIGHT));
}

function renderViewport(props: Partial<Parameters<typeof ZoomViewport>[0]> = {}) {
  const sync = props.sync ?? createZoomSync();
  const result = render(
    <ZoomViewport
      src="/demo/result.jpg"
      alt="The design"
      label="Zoom the design"
      sync={sync}
      {...props}
    />,
    { wrapper: WithI18n },
  );
  const frame = screen.getByRole('group', { name: 'Zoom the design' });
  giveSize(frame);
  const image = screen.getByRole('img', { name: 'The design' });
  return { ...result, sync, frame, image };
}

/**
 * Dispatches a wheel event; false when the viewer prevented its default (the page's scroll).
 * happy-dom's WheelEvent drops clientX and clientY, so they are set on the event.
 */
function wheel(target: HTMLElement, init: { deltaY: number; clientX?: number; clientY?: number }) {
  const event = new WheelEvent('wheel', { deltaY: init.deltaY, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clientX', { value: init.clientX ?? 0 });
  Object.defineProperty(event, 'clientY', { value: init.clientY ?? 0 });
  return target.dispatchEvent(event);
}

describe('ZoomViewport', () => {
  it('is a named, focusable group that says how to use it, showing the whole picture', () => {
    const { frame, image } = renderViewport();
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(frame).toHaveAttribute('data-slot', 'zoom-viewport');
    expect(frame).toHaveAccessibleDescription(/\+ and - keys.*arrow keys/);
    expect(image).toHaveAttribute('src', '/demo/result.jpg');
    expect(image).not.toHaveAttribute('loading');
    expect(shownZoom(image)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(frame).not.toHaveAttribute('data-zoomed');
  });

  it('zooms with + and = , out with -, and resets with 0', async () => {
    const user = userEvent.setup();
    const { frame, image, sync } = renderViewport();
    frame.focus();

    await user.keyboard('+');
    await nextFrame();
    expect(shownZoom(image).scale).toBeCloseTo(KEY_ZOOM_FACTOR);
    expect(frame).toHaveAttribute('data-zoomed');

    await user.keyboard('=');
    await nextFrame();
    expect(shownZoom(image).scale).toBeCloseTo(KEY_ZOOM_FACTOR ** 2);

    await user.keyboard('-');
    await nextFrame();
    expect(shownZoom(image).scale).toBeCloseTo(KEY_ZOOM_FACTOR);

    await user.keyboard('0');
    await nextFrame();
    expect(shownZoom(image)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(sync.get()).toEqual(IDENTITY_TRANSFORM);
    expect(frame).not.toHaveAttribute('data-zoomed');
  });

  it('leaves the arrow keys to the page at the whole picture, and pans with them zoomed in', async () => {
    const { frame, image, sync } = renderViewport();

    // Not zoomed: not taken, so a carousel around it still moves.
    expect(fireEvent.keyDown(frame, { key: 'ArrowRight' })).toBe(true);
    expect(sync.get()).toEqual(IDENTITY_TRANSFORM);

    act(() => {
      sync.set({ scale: 3, x: 0, y: 0 });
    });
    expect(fireEvent.keyDown(frame, { key: 'ArrowRight' })).toBe(false);
    expect(fireEvent.keyDown(frame, { key: 'ArrowDown' })).toBe(false);
    await nextFrame();
    const { x, y } = shownZoom(image);
    expect(x).toBeCloseTo(-KEY_PAN_STEP);
    expect(y).toBeCloseTo(-KEY_PAN_STEP);
  });

  it('leaves browser shortcuts (Ctrl +) alone', () => {
    const { frame, sync } = renderViewport();
    expect(fireEvent.keyDown(frame, { key: '+', ctrlKey: true })).toBe(true);
    expect(sync.get()).toEqual(IDENTITY_TRANSFORM);
  });

  it('zooms with the buttons, which are marked unavailable at the limits and keep the focus', async () => {
    const user = userEvent.setup();
    const { image, sync } = renderViewport();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    const reset = screen.getByRole('button', { name: 'Reset zoom' });
    expect(zoomIn).not.toHaveAttribute('aria-disabled');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    expect(reset).toHaveAttribute('aria-disabled', 'true');

    await user.click(zoomOut);
    expect(sync.get()).toEqual(IDENTITY_TRANSFORM);

    await user.click(zoomIn);
    await nextFrame();
    expect(shownZoom(image).scale).toBeCloseTo(KEY_ZOOM_FACTOR);
    expect(zoomOut).not.toHaveAttribute('aria-disabled');
    expect(reset).not.toHaveAttribute('aria-disabled');

    for (let press = 0; press < 10; press += 1) await user.click(zoomIn);
    expect(sync.get().scale).toBe(MAX_SCALE);
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    expect(zoomIn).toHaveFocus();

    await user.click(reset);
    await nextFrame();
    expect(shownZoom(image)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(reset).toHaveFocus();
  });

  it('can leave the buttons to a shared toolbar', () => {
    renderViewport({ controls: false });
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
  });

  it('zooms with the wheel around the pointer, and keeps the page from scrolling', async () => {
    const { frame, image } = renderViewport();
    // Over the bottom right corner: that corner of the picture stays under the pointer.
    const notDefault = wheel(frame, { deltaY: -100, clientX: WIDTH, clientY: HEIGHT });
    expect(notDefault).toBe(false);
    await nextFrame();
    const expected = zoomAt(IDENTITY_TRANSFORM, wheelZoomFactor(-100), { x: 0.5, y: 0.5 });
    const now = shownZoom(image);
    expect(now.scale).toBeGreaterThan(1);
    expect(now.scale).toBeCloseTo(expected.scale);
    expect(now.x).toBeCloseTo(expected.x);
    expect(now.y).toBeCloseTo(expected.y);
    expect(now.x).toBeLessThan(0);

    // Even at the limit (nothing to zoom out), the wheel is the viewer's.
    wheel(frame, { deltaY: 10_000 });
    wheel(frame, { deltaY: 10_000 });
    expect(wheel(frame, { deltaY: 100 })).toBe(false);
  });

  it('keeps the picture on the GPU while the zoom moves, and lets it go once it rests', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const { frame, image } = renderViewport();
    expect(image.style.willChange).toBe('');

    wheel(frame, { deltaY: -100, clientX: 200, clientY: 150 });
    vi.advanceTimersToNextFrame();
    expect(image.style.willChange).toBe('transform');
    // A gesture follows the hand: no transition.
    expect(image).not.toHaveAttribute('data-step');
    vi.advanceTimersByTime(100);
    wheel(frame, { deltaY: -100, clientX: 200, clientY: 150 });
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(200);
    expect(image.style.willChange).toBe('transform');
    vi.advanceTimersByTime(100);
    // At rest: painted again at full resolution.
    expect(image.style.willChange).toBe('');

    // A key's step eases into place (the class's transition).
    fireEvent.keyDown(frame, { key: '+' });
    vi.advanceTimersToNextFrame();
    expect(image).toHaveAttribute('data-step');
    expect(image.style.willChange).toBe('transform');
    vi.advanceTimersByTime(500);
    expect(image.style.willChange).toBe('');
  });

  it('toggles between the whole picture and a closer look on double-click', async () => {
    const { frame, image } = renderViewport();
    fireEvent.doubleClick(frame, { clientX: 100, clientY: 75 });
    await nextFrame();
    const zoomed = shownZoom(image);
    expect(zoomed.scale).toBe(DOUBLE_TAP_SCALE);
    // The clicked point (-0.25, -0.25 of the frame) stays put.
    expect(zoomed.x + DOUBLE_TAP_SCALE * -0.25).toBeCloseTo(-0.25);

    fireEvent.doubleClick(frame, { clientX: 100, clientY: 75 });
    await nextFrame();
    expect(shownZoom(image)).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('pans with a drag when zoomed in, and lets a drag through at the whole picture', async () => {
    const { frame, image, sync } = renderViewport();
    const capture = vi.spyOn(frame, 'setPointerCapture').mockImplementation(() => {});
    const drag = (from: number, to: number) => {
      fireEvent.pointerDown(frame, {
        pointerId: 1,
        pointerType: 'touch',
        clientX: from,
        clientY: 150,
      });
      fireEvent.pointerMove(frame, {
        pointerId: 1,
        pointerType: 'touch',
        clientX: to,
        clientY: 150,
      });
      fireEvent.pointerUp(frame, { pointerId: 1, pointerType: 'touch', clientX: to, clientY: 150 });
    };

    // At the whole picture the swipe is the carousel's: not captured, nothing moves.
    const swipe = fireEvent.touchStart(frame);
    expect(swipe).toBe(true);
    drag(300, 100);
    expect(capture).not.toHaveBeenCalled();
    expect(sync.get()).toEqual(IDENTITY_TRANSFORM);

    act(() => {
      sync.set({ scale: 3, x: 0, y: 0 });
    });
    drag(300, 200);
    expect(capture).toHaveBeenCalledWith(1);
    await nextFrame();
    expect(shownZoom(image).x).toBeCloseTo(-100 / WIDTH);
    expect(shownZoom(image).y).toBe(0);
  });

  it('keeps a carousel from starting a drag while zoomed in', () => {
    const { frame, sync } = renderViewport();
    const carousel = vi.fn();
    frame.parentElement?.addEventListener('mousedown', carousel);
    fireEvent.mouseDown(frame);
    expect(carousel).toHaveBeenCalledTimes(1);
    act(() => {
      sync.set({ scale: 2, x: 0, y: 0 });
    });
    fireEvent.mouseDown(frame);
    expect(carousel).toHaveBeenCalledTimes(1);
  });

  it('zooms about the centre of a two-finger pinch', async () => {
    const { frame, image } = renderViewport();
    vi.spyOn(frame, 'setPointerCapture').mockImplementation(() => {});
    const touch = { pointerType: 'touch' };
    fireEvent.pointerDown(frame, {
      ...touch,
      pointerId: 1,
      isPrimary: true,
      clientX: 150,
      clientY: 150,
    });
    fireEvent.pointerDown(frame, { ...touch, pointerId: 2, clientX: 250, clientY: 150 });
    // The fingers spread to twice their distance around the frame's centre.
    fireEvent.pointerMove(frame, { ...touch, pointerId: 1, clientX: 100, clientY: 150 });
    fireEvent.pointerMove(frame, { ...touch, pointerId: 2, clientX: 300, clientY: 150 });
    await nextFrame();
    expect(shownZoom(image).scale).toBeCloseTo(2, 1);
    expect(shownZoom(image).x).toBeCloseTo(0);
    fireEvent.pointerUp(frame, { ...touch, pointerId: 1, clientX: 100, clientY: 150 });
    fireEvent.pointerUp(frame, { ...touch, pointerId: 2, clientX: 300, clientY: 150 });
    expect(frame).not.toHaveAttribute('data-dragging');
  });

  it('forgets a pointer lifted outside the frame, so the next touch is not taken for a pinch', async () => {
    const { frame, image } = renderViewport();
    const touch = { pointerType: 'touch', isPrimary: true, clientY: 150 };
    // Lifted elsewhere: the frame never hears of it.
    fireEvent.pointerDown(frame, { ...touch, pointerId: 1, clientX: 150 });
    fireEvent.pointerDown(frame, { ...touch, pointerId: 2, clientX: 250 });
    fireEvent.pointerMove(frame, { ...touch, pointerId: 2, clientX: 350 });
    await nextFrame();
    expect(shownZoom(image).scale).toBe(1);
  });

  it('toggles the zoom on a double-tap', async () => {
    const { frame, image } = renderViewport();
    const tap = () => {
      const at = { pointerId: 7, pointerType: 'touch', clientX: 200, clientY: 150 };
      fireEvent.pointerDown(frame, at);
      fireEvent.pointerUp(frame, at);
    };
    tap();
    tap();
    await nextFrame();
    expect(shownZoom(image).scale).toBe(DOUBLE_TAP_SCALE);
  });

  it('tells the parent when it zooms in and when it is back at the whole picture', async () => {
    const user = userEvent.setup();
    const onZoomedChange = vi.fn();
    const { frame } = renderViewport({ onZoomedChange });
    frame.focus();
    await user.keyboard('++');
    await user.keyboard('0');
    expect(onZoomedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('moves every viewport that shares a zoom together, in one animation frame', async () => {
    const sync = createZoomSync();
    render(
      <>
        <ZoomViewport
          src="/demo/a.jpg"
          alt="Design A"
          label="Zoom design A"
          sync={sync}
          controls={false}
        />
        <ZoomViewport
          src="/demo/b.jpg"
          alt="Design B"
          label="Zoom design B"
          sync={sync}
          controls={false}
        />
        <ZoomControls sync={sync} />
      </>,
      { wrapper: WithI18n },
    );
    const frameA = screen.getByRole('group', { name: 'Zoom design A' });
    const frameB = screen.getByRole('group', { name: 'Zoom design B' });
    giveSize(frameA);
    giveSize(frameB);
    const imageA = screen.getByRole('img', { name: 'Design A' });
    const imageB = screen.getByRole('img', { name: 'Design B' });

    const frames = vi.spyOn(window, 'requestAnimationFrame');
    wheel(frameA, { deltaY: -100, clientX: 300, clientY: 100 });
    wheel(frameA, { deltaY: -100, clientX: 300, clientY: 100 });
    fireEvent.keyDown(frameB, { key: 'ArrowLeft' });
    expect(frames).toHaveBeenCalledTimes(1);
    frames.mockRestore();
    await nextFrame();

    expect(shownZoom(imageA).scale).toBeGreaterThan(1);
    expect(shownZoom(imageA)).toEqual(shownZoom(imageB));
    expect(shownZoom(imageA)).toEqual(sync.get());

    // The one toolbar drives both.
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    await nextFrame();
    expect(shownZoom(imageA)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(shownZoom(imageB)).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('reports a picture that fails to load', () => {
    const onImageError = vi.fn();
    const { image } = renderViewport({ onImageError });
    fireEvent.error(image);
    expect(onImageError).toHaveBeenCalledTimes(1);
  });
});
