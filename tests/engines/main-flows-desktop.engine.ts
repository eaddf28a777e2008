import { describe, test } from 'vitest';

import { DESKTOP } from './engine';
import { ENGINES, setupEngine } from './harness';
import { customerFlow, designFlow, presentationFlow, type Device } from './main-flows';

/** The main flows (main-flows.ts) on a desktop, clicked. */

const DESK: Device = { phone: false, viewport: DESKTOP };

describe.each(ENGINES)('the main flows on a desktop ($engine)', ({ engine }) => {
  const browser = setupEngine(engine);

  test('a design from yard-front.jpg: photo, style, generate, the finished design', () =>
    designFlow(browser, 'yard-front.jpg', DESK));

  test('a customer saved: the name is required, then the new customer is listed', () =>
    customerFlow(browser));

  test('presentation mode and the proposal PDF', () => presentationFlow(browser, engine, DESK));
});
