import { act } from '@testing-library/react';
import { vi } from 'vitest';

export type Point = [number, number];
/** A stroke's points: one at least. */
export type Stroke = [Point, ...Point[]];

/** signature_pad keeps a point only 16 ms after the last one: the clock moves this much a point. */
const MS_PER_POINT = 20;

/**
 * A finger put down on `target` at the stroke's first point, moved through the others and lifted
 * (the moves and the lift on the window, as a browser sends them once the finger is down). Points
 * are in px of `target`, which sits at `origin` on the page. Needs a fake `Date`
 * (`vi.useFakeTimers({ toFake: ['Date'] })`): it moves on 20 ms a point.
 */
export function drawStroke(
  target: HTMLElement,
  [first, ...rest]: Stroke,
  origin: { left: number; top: number } = { left: 0, top: 0 },
) {
  const pointer = (type: string, [x, y]: Point, buttons: number) =>
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      pointerId: 1,
      pointerType: 'touch',
      buttons,
      clientX: origin.left + x,
      clientY: origin.top + y,
    });
  act(() => {
    target.dispatchEvent(pointer('pointerdown', first, 1));
    for (const point of rest) {
      vi.setSystemTime(Date.now() + MS_PER_POINT);
      window.dispatchEvent(pointer('pointermove', point, 1));
    }
    window.dispatchEvent(pointer('pointerup', rest.at(-1) ?? first, 0));
  });
}
