import { describe, test } from 'vitest';

import { PHONE } from './engine';
import { ENGINES, setupEngine } from './harness';
import { designFlow, presentationFlow, type Device } from './main-flows';

/** The main flows (main-flows.ts) on a phone (390 x 844), with taps. */

const PHONE_DEVICE: Device = { phone: true, viewport: PHONE };

describe.each(ENGINES)('the main flows on a phone ($engine)', ({ engine }) => {
  const browser = setupEngine(engine);

  test("a design from an iPhone's yard-front.heic: photo, style, generate, the finished design", () =>
    designFlow(browser, 'yard-front.heic', PHONE_DEVICE));

  test('presentation mode and the proposal PDF', () =>
    presentationFlow(browser, engine, PHONE_DEVICE));
});
