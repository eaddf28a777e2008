import { KeyboardSensor, type KeyboardSensorProps, type SensorContext } from '@dnd-kit/core';
import type { Coordinates } from '@dnd-kit/utilities';
import { afterEach, describe, expect, it } from 'vitest';

import { KeyboardDragSensor } from '@/features/presentation/plan/keyboard-drag-sensor';

type SensorClass = typeof KeyboardDragSensor | typeof KeyboardSensor;

/** What the sensor told the list: each move's coordinates, and whether it ended or cancelled. */
type Told = { moves: Coordinates[]; ended: number; cancelled: number };

function key(code: string) {
  return new KeyboardEvent('keydown', { code, bubbles: true, cancelable: true });
}

/** Until the timers set so far have run: dnd-kit's (it listens from then on) and the sensor's. */
function timersRun() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A design's handle, picked up with Space as in the app: the sensor is made while the Space's
 * keydown is still on its way (dnd-kit makes it in the handle's own handler). An arrow moves the
 * design 50 px up or down; each move is told as the offset from where the design was picked up.
 */
function pickUp(Sensor: SensorClass) {
  const handle = document.createElement('button');
  document.body.append(handle);
  handle.focus();
  const told: Told = { moves: [], ended: 0, cancelled: 0 };
  const pickup = key('Space');
  const rect = { top: 100, left: 0, right: 100, bottom: 150, width: 100, height: 50 };
  const context = {
    activatorEvent: pickup,
    collisionRect: rect,
    scrollableAncestors: [],
  } as Partial<SensorContext> as SensorContext;
  const props: KeyboardSensorProps = {
    active: 'design-2',
    activeNode: {
      id: 'design-2',
      key: 'design-2',
      node: { current: handle },
      activatorNode: { current: handle },
      data: { current: {} },
    },
    event: pickup,
    context: { current: context },
    options: {
      coordinateGetter: (event, { currentCoordinates }) => {
        if (event.code === 'ArrowUp')
          return { ...currentCoordinates, y: currentCoordinates.y - 50 };
        if (event.code === 'ArrowDown')
          return { ...currentCoordinates, y: currentCoordinates.y + 50 };
        return undefined;
      },
    },
    onAbort: () => undefined,
    onPending: () => undefined,
    onStart: () => undefined,
    // As the list does: the design's rect follows its moves.
    onMove: (coordinates) => {
      told.moves.push(coordinates);
      context.collisionRect = {
        ...rect,
        top: rect.top + coordinates.y,
        bottom: rect.bottom + coordinates.y,
      };
    },
    onEnd: () => (told.ended += 1),
    onCancel: () => (told.cancelled += 1),
  };
  handle.addEventListener('keydown', (event) => {
    if (event === pickup) new Sensor(props);
  });
  handle.dispatchEvent(pickup);
  return { handle, told };
}

// A drag left going keeps dnd-kit listening on the document, and it takes Tab for "drop": the
// next test file's Tab would move no focus. Escape ends whatever drag is still going.
afterEach(async () => {
  await timersRun();
  document.dispatchEvent(key('Escape'));
  document.body.replaceChildren();
});

describe('KeyboardDragSensor', () => {
  it('moves the design by an arrow pressed right after the pickup, once', async () => {
    const { handle, told } = pickUp(KeyboardDragSensor);
    handle.dispatchEvent(key('ArrowUp'));
    await timersRun();

    expect(told.moves).toEqual([{ x: 0, y: -50 }]);
    expect(told.ended).toBe(0);
  });

  it('keeps the order of the keys pressed right after the pickup: up, down, then the drop', async () => {
    const { handle, told } = pickUp(KeyboardDragSensor);
    handle.dispatchEvent(key('ArrowUp'));
    handle.dispatchEvent(key('ArrowUp'));
    handle.dispatchEvent(key('ArrowDown'));
    handle.dispatchEvent(key('Enter'));
    await timersRun();

    expect(told.moves.map((move) => move.y)).toEqual([-50, -100, -50]);
    expect(told.ended).toBe(1);
    expect(told.cancelled).toBe(0);
  });

  it('cancels by an Escape pressed right after the pickup', async () => {
    const { handle, told } = pickUp(KeyboardDragSensor);
    handle.dispatchEvent(key('Escape'));
    await timersRun();

    expect(told.cancelled).toBe(1);
    expect(told.moves).toEqual([]);
  });

  it('does not drop the design by the Space that picked it up', async () => {
    const { told } = pickUp(KeyboardDragSensor);
    await timersRun();

    expect(told.ended).toBe(0);
    expect(told.cancelled).toBe(0);
  });

  it('holds only the drag keys: others reach the page as pressed', async () => {
    const { handle } = pickUp(KeyboardDragSensor);
    const reached: string[] = [];
    handle.addEventListener('keydown', (event) => {
      reached.push(`${event.code}${event.defaultPrevented ? ' (prevented)' : ''}`);
    });
    handle.dispatchEvent(key('KeyA'));
    handle.dispatchEvent(key('ArrowUp'));
    await timersRun();

    expect(reached).toEqual(['KeyA']);
  });

  it('once dnd-kit listens, hands each key straight to it, each once', async () => {
    const { handle, told } = pickUp(KeyboardDragSensor);
    await timersRun();
    handle.dispatchEvent(key('ArrowUp'));
    handle.dispatchEvent(key('ArrowUp'));
    await timersRun();

    expect(told.moves.map((move) => move.y)).toEqual([-50, -100]);
  });

  it("is needed: dnd-kit's own sensor loses a key pressed right after the pickup", async () => {
    const { handle, told } = pickUp(KeyboardSensor);
    handle.dispatchEvent(key('ArrowUp'));
    await timersRun();

    expect(told.moves).toEqual([]);
  });

  // Runs last: the drags of the tests before it have been ended (afterEach).
  it('leaves no drag listening once a test is over: Tab moves the focus again', () => {
    const tab = key('Tab');
    document.dispatchEvent(tab);

    expect(tab.defaultPrevented).toBe(false);
  });
});
