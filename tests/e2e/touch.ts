import type { CDPSession, Page } from 'playwright-core';

/** Fingers on a touch screen, sent through the DevTools protocol (what a phone's touches are). */

export type Box = { x: number; y: number; width: number; height: number };

/**
 * Each page's DevTools session for touches, opened once and never detached: detaching a session
 * makes Chromium forget the page's network emulation, and a page taken offline
 * (`context.setOffline`) would read `navigator.onLine` as true again after its first swipe.
 */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** The page's touch session, touch emulation on (`untouch` turns it off after the gesture). */
export async function touchSession(page: Page) {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const opened = await session;
  await opened.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  return opened;
}

/** After a gesture: the page a mouse-and-keyboard one again. */
export async function untouch(session: CDPSession) {
  await session.send('Emulation.setTouchEmulationEnabled', { enabled: false });
}

/**
 * One finger from `from` of the box's width (at its middle height), `dx` px sideways, in 10
 * small steps. A carousel swipe should cover most of the width: on a busy machine the moves come
 * late, the swipe counts as slow, and a slow one must pass half-way to move on.
 */
export async function swipe(page: Page, box: Box, dx: number, from = 0.5) {
  const session = await touchSession(page);
  const start = { x: box.x + box.width * from, y: box.y + box.height / 2 };
  await session.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ ...start, id: 1 }],
  });
  for (let step = 1; step <= 10; step += 1) {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: start.x + (dx * step) / 10, y: start.y, id: 1 }],
    });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await untouch(session);
}

/** Two fingers that start 40 px apart at the box's centre and spread to 200 px apart. */
export async function pinchOut(page: Page, box: Box) {
  const session = await touchSession(page);
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const fingers = (spread: number) => [
    { x: centre.x - spread / 2, y: centre.y, id: 1 },
    { x: centre.x + spread / 2, y: centre.y, id: 2 },
  ];
  await session.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: fingers(40),
  });
  for (let spread = 60; spread <= 200; spread += 20) {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: fingers(spread),
    });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await untouch(session);
}

/** One finger drawing across the box's middle third, in 12 steps. */
export async function touchStroke(page: Page, box: Box) {
  const session = await touchSession(page);
  const y = box.y + box.height / 2;
  const point = (step: number) => ({ x: box.x + box.width * (0.3 + (0.4 * step) / 12), y, id: 1 });
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(0)] });
  for (let step = 1; step <= 12; step += 1) {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [point(step)],
    });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await untouch(session);
}

/** Two fingers down together at the centre, spreading apart and moving 40 px down together. */
export async function twoFingerPan(page: Page, box: Box) {
  const session = await touchSession(page);
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const fingers = (spread: number, dy: number) => [
    { x: centre.x - spread / 2, y: centre.y + dy, id: 1 },
    { x: centre.x + spread / 2, y: centre.y + dy, id: 2 },
  ];
  await session.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: fingers(60, 0),
  });
  for (let step = 1; step <= 8; step += 1) {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: fingers(60 + step * 15, step * 5),
    });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await untouch(session);
}
