import {
  KeyboardCode,
  KeyboardSensor,
  type Activators,
  type KeyboardSensorOptions,
  type KeyboardSensorProps,
  type SensorInstance,
} from '@dnd-kit/core';

/** The keys dnd-kit's keyboard sensor acts on unless its options say others (its defaults). */
const DEFAULT_CODES = {
  cancel: [KeyboardCode.Esc],
  end: [KeyboardCode.Space, KeyboardCode.Enter, KeyboardCode.Tab],
};
const DIRECTIONS: readonly string[] = [
  KeyboardCode.Up,
  KeyboardCode.Down,
  KeyboardCode.Left,
  KeyboardCode.Right,
];

/**
 * dnd-kit's keyboard sensor, without losing the keys pressed just after the pickup.
 *
 * dnd-kit starts listening for a drag's keys only from a timer set at the pickup (so that the
 * key that picked the design up does not drop it again). While the page is busy, that timer can
 * run after the list has already said "Picked up" and which number the design would go to:
 * an arrow, Space or Escape pressed then was lost. In Chromium on an idle machine the listening
 * began up to 40 ms after the pickup, and an arrow pressed as soon as the list had spoken was
 * lost in 3 of 30 tries. This sensor holds those keys and hands them over, in order, once
 * dnd-kit listens.
 */
export class KeyboardDragSensor implements SensorInstance {
  static activators: Activators<KeyboardSensorOptions> = KeyboardSensor.activators;

  readonly autoScrollEnabled: boolean;

  constructor(props: KeyboardSensorProps) {
    const pickup = props.event;
    const target = pickup.target instanceof Node ? pickup.target : null;
    const document = target?.ownerDocument ?? window.document;
    const codes = props.options.keyboardCodes ?? DEFAULT_CODES;
    const dragKeys = new Set([...codes.cancel, ...codes.end, ...DIRECTIONS]);
    const held: KeyboardEvent[] = [];

    // In the capture phase on the document, before the page's own listeners: a held key reaches
    // nobody (not even dnd-kit, should it start listening before the handover) until it is
    // handed over.
    const hold = (event: KeyboardEvent) => {
      if (event === pickup || !dragKeys.has(event.code)) return;
      event.preventDefault();
      event.stopPropagation();
      held.push(event);
    };
    document.addEventListener('keydown', hold, true);

    const sensor = new KeyboardSensor(props);
    this.autoScrollEnabled = sensor.autoScrollEnabled;

    // Timers of the same delay run in the order they were set: this one after dnd-kit's.
    setTimeout(() => {
      document.removeEventListener('keydown', hold, true);
      const view = document.defaultView;
      if (!view) return;
      for (const event of held) {
        document.dispatchEvent(
          new view.KeyboardEvent('keydown', {
            key: event.key,
            code: event.code,
            shiftKey: event.shiftKey,
            ctrlKey: event.ctrlKey,
            altKey: event.altKey,
            metaKey: event.metaKey,
            bubbles: true,
            cancelable: true,
          }),
        );
      }
    });
  }
}
