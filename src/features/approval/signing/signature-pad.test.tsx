import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { SignatureStrokes } from '@/features/approval/signing/signature-check';
import {
  SIGNATURE_PEN,
  signaturePng,
  TYPED_SIGNATURE_FONT_FAMILY,
  typedSignaturePng,
} from '@/features/approval/signing/signature-image';
import { SignaturePad } from '@/features/approval/signing/signature-pad';
import { installFakeCanvas } from '@/testing/fake-canvas';
import { WithI18n } from '@/testing/i18n';
import { drawStroke, type Point, type Stroke } from '@/testing/touch-strokes';

/** The pads' canvases and the pictures' (src/testing/fake-canvas.ts: the test DOM has none). */
let canvases: ReturnType<typeof installFakeCanvas>;

function contextOf(canvas: HTMLElement) {
  return canvases.contextOf(canvas);
}

/** Where the canvas is on the page, as the browser would tell (the test DOM lays nothing out). */
let rect = { left: 10, top: 20, width: 300, height: 176 };

/** The ResizeObserver callbacks of the mounted pads, to play a resize. */
let resizeCallbacks: (() => void)[] = [];

class FakeResizeObserver {
  private readonly callback: () => void;
  constructor(callback: () => void) {
    this.callback = callback;
  }
  observe() {
    resizeCallbacks.push(this.callback);
  }
  unobserve() {}
  disconnect() {
    resizeCallbacks = resizeCallbacks.filter((callback) => callback !== this.callback);
  }
}

function resizeTo(width: number, height = rect.height) {
  rect = { ...rect, width, height };
  act(() => {
    for (const callback of resizeCallbacks) callback();
  });
}

const START = Date.UTC(2026, 4, 1, 10);

beforeEach(() => {
  canvases = installFakeCanvas();
  rect = { left: 10, top: 20, width: 300, height: 176 };
  resizeCallbacks = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockImplementation(() =>
    DOMRect.fromRect({ x: rect.left, y: rect.top, width: rect.width, height: rect.height }),
  );
  // Only the clock is faked: signature_pad stamps each point with it and keeps a point only
  // 16 ms after the last one.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

/** A finger put down on the pad at the first point (in px of the pad), moved, and lifted. */
function draw(canvas: HTMLElement, stroke: Stroke) {
  drawStroke(canvas, stroke, rect);
}

const wave: Stroke = [
  [40, 60],
  ...Array.from({ length: 11 }, (_, i): Point => [55 + 15 * i, i % 2 ? 60 : 100]),
];
const dash: Stroke = [
  [200, 120],
  [230, 122],
  [260, 124],
];

function renderPad(props: { error?: string; disabled?: boolean } = {}, strict = false) {
  const onChange = vi.fn<(strokes: SignatureStrokes) => void>();
  const wrap = (node: ReactNode) => (strict ? <StrictMode>{node}</StrictMode> : node);
  const view = render(wrap(<SignaturePad onChange={onChange} {...props} />), {
    wrapper: WithI18n,
  });
  const rerender = (next: { error?: string; disabled?: boolean }) => {
    view.rerender(wrap(<SignaturePad onChange={onChange} {...next} />));
  };
  const canvas = screen.getByRole('img', { name: /signature pad/i });
  return { ...view, rerender, onChange, canvas, user: userEvent.setup() };
}

function lastStrokes(onChange: ReturnType<typeof renderPad>['onChange']) {
  return onChange.mock.lastCall?.[0];
}

const undoButton = () => screen.getByRole('button', { name: 'Undo' });
const clearButton = () => screen.getByRole('button', { name: 'Clear' });

describe('SignaturePad', () => {
  it('shows an empty pad to sign on, with nothing to take back', () => {
    const { canvas, onChange } = renderPad();

    expect(canvas).toHaveAccessibleName('Signature pad: sign here with a finger or the mouse');
    expect(screen.getByText('Sign here')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Not signed yet');
    expect(canvas).toHaveAccessibleDescription('Not signed yet');
    expect(undoButton()).toHaveAttribute('aria-disabled', 'true');
    expect(clearButton()).toHaveAttribute('aria-disabled', 'true');
    expect(canvas).not.toHaveAttribute('aria-invalid');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes every touch on the canvas, and tells swipe handlers around it to leave it alone', () => {
    const { canvas } = renderPad();

    expect(canvas).toHaveClass('touch-none');
    expect(canvas.style.touchAction).toBe('none');
    expect(canvas.closest('[data-no-swipe]')).not.toBeNull();
    expect(undoButton().closest('[data-no-swipe]')).toBe(canvas.closest('[data-no-swipe]'));
  });

  it('tells of each stroke drawn, in px of the pad', () => {
    const { canvas, onChange } = renderPad();

    draw(canvas, wave);

    expect(onChange).toHaveBeenCalledTimes(1);
    const strokes = lastStrokes(onChange);
    expect(strokes).toHaveLength(1);
    expect(strokes?.[0]?.points.map(({ x, y }) => [x, y])).toEqual(wave);
    expect(strokes?.[0]?.points[0]).toEqual({ x: 40, y: 60, time: Date.now() - 220, pressure: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Signed');
    expect(undoButton()).toHaveAttribute('aria-disabled', 'false');
    expect(clearButton()).toHaveAttribute('aria-disabled', 'false');

    draw(canvas, dash);

    expect(onChange).toHaveBeenCalledTimes(2);
    expect(lastStrokes(onChange)?.map((stroke) => stroke.points.length)).toEqual([
      wave.length,
      dash.length,
    ]);
    // The strokes told of are copies: the pad's own drawing goes on without changing them.
    expect(strokes).toHaveLength(1);
  });

  it('stays not signed after a tap, or a stroke too small to leave a line, and can take it back', async () => {
    const { canvas, onChange, user } = renderPad();

    // Down and up at one spot.
    draw(canvas, [[150, 90]]);
    // Moved less than the pad notices (it keeps points 5 px apart): one point again.
    draw(canvas, [
      [80, 40],
      [82, 41],
      [83, 42],
    ]);

    expect(lastStrokes(onChange)?.map((stroke) => stroke.points.length)).toEqual([1, 1]);
    expect(screen.getByRole('status')).toHaveTextContent('Not signed yet');
    expect(canvas).toHaveAccessibleDescription('Not signed yet');
    // The dots are ink on the pad all the same: Clear takes them away.
    expect(clearButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(clearButton());
    expect(lastStrokes(onChange)).toEqual([]);

    draw(canvas, wave);
    expect(screen.getByRole('status')).toHaveTextContent('Signed');
  });

  it('says a dash alone is too short to count as a signature, as Approve does', () => {
    const { canvas } = renderPad();

    draw(canvas, dash);
    expect(screen.getByRole('status')).toHaveTextContent('Too short to count as a signature yet');
    expect(canvas).toHaveAccessibleDescription('Too short to count as a signature yet');

    draw(canvas, wave);
    expect(screen.getByRole('status')).toHaveTextContent('Signed');
  });

  it('draws in dark ink', () => {
    const { canvas } = renderPad();
    contextOf(canvas).take();

    draw(canvas, wave);

    const fills = contextOf(canvas)
      .take()
      .filter((call) => call.name === 'fill');
    expect(fills.length).toBeGreaterThan(0);
    for (const fill of fills) expect(fill.fillStyle).toBe('#0f172a');
  });

  it('takes back the last stroke with Undo, and everything with Clear', async () => {
    const { canvas, onChange, user } = renderPad();
    draw(canvas, wave);
    draw(canvas, dash);
    const [first] = lastStrokes(onChange) ?? [];

    await user.click(undoButton());

    expect(lastStrokes(onChange)).toEqual([first]);
    expect(screen.getByRole('status')).toHaveTextContent('Signed');

    draw(canvas, dash);
    expect(lastStrokes(onChange)).toHaveLength(2);

    await user.click(clearButton());

    expect(lastStrokes(onChange)).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Not signed yet');
    expect(undoButton()).toHaveAttribute('aria-disabled', 'true');
    expect(clearButton()).toHaveAttribute('aria-disabled', 'true');
    // The focus stays where it was, on the button just used.
    expect(clearButton()).toHaveFocus();

    // A new stroke starts a new signature: nothing cleared comes back.
    draw(canvas, dash);
    expect(lastStrokes(onChange)).toHaveLength(1);
  });

  it('does nothing on Undo or Clear when there is nothing to take back', async () => {
    const { onChange, user } = renderPad();

    undoButton().focus();
    await user.keyboard('{Enter}');
    clearButton().focus();
    await user.keyboard('{Enter}');

    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the error under the pad and ties it to the pad', () => {
    const { canvas, rerender } = renderPad({ error: 'Please sign the proposal.' });

    expect(screen.getByText('Please sign the proposal.')).toBeVisible();
    expect(canvas).toHaveAttribute('aria-invalid', 'true');
    expect(canvas).toHaveAccessibleDescription('Not signed yet Please sign the proposal.');

    rerender({});

    expect(screen.queryByText('Please sign the proposal.')).toBeNull();
    expect(canvas).not.toHaveAttribute('aria-invalid');
    expect(canvas).toHaveAccessibleDescription('Not signed yet');
  });

  it('takes no stroke while disabled, and keeps the signature shown', async () => {
    const { canvas, onChange, rerender, user } = renderPad();
    draw(canvas, wave);
    onChange.mockClear();

    contextOf(canvas).take();

    rerender({ disabled: true });

    expect(
      contextOf(canvas)
        .take()
        .some((call) => call.name === 'arc'),
    ).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Signed');
    expect(undoButton()).toHaveAttribute('aria-disabled', 'true');
    expect(clearButton()).toHaveAttribute('aria-disabled', 'true');

    draw(canvas, dash);
    await user.click(clearButton());

    expect(onChange).not.toHaveBeenCalled();
    expect(contextOf(canvas).take()).toEqual([]);

    rerender({ disabled: false });
    draw(canvas, dash);

    expect(lastStrokes(onChange)?.map((stroke) => stroke.points.length)).toEqual([
      wave.length,
      dash.length,
    ]);
  });

  it('has as many canvas pixels as the screen shows, and draws in CSS px', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    const { canvas } = renderPad();

    expect(canvas).toHaveProperty('width', 600);
    expect(canvas).toHaveProperty('height', 352);
    expect(contextOf(canvas).calls).toContainEqual(
      expect.objectContaining({ name: 'setTransform', args: [2, 0, 0, 2, 0, 0] }),
    );
  });

  it('draws the strokes again from their points when the pad is resized (a phone turned)', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(3);
    const { canvas, onChange } = renderPad();
    draw(canvas, wave);
    const context = contextOf(canvas);
    const drawnAtFirst = context.take().filter((call) => call.name === 'arc');

    resizeTo(200);

    expect(canvas).toHaveProperty('width', 600);
    expect(canvas).toHaveProperty('height', 528);
    const redrawn = context.take();
    expect(redrawn).toContainEqual(
      expect.objectContaining({ name: 'setTransform', args: [3, 0, 0, 3, 0, 0] }),
    );
    expect(redrawn.filter((call) => call.name === 'drawImage')).toEqual([]);
    // The same curves at the same place in CSS px, so the same signature, as sharp as before.
    const arcs = redrawn.filter((call) => call.name === 'arc');
    expect(arcs.length).toBeGreaterThan(0);
    expect(arcs.map((call) => call.args.slice(0, 2))).toEqual(
      drawnAtFirst.slice(-arcs.length).map((call) => call.args.slice(0, 2)),
    );
    // A resize changes no stroke.
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('draws again after a move to a screen of another density', () => {
    const ratio = vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(1);
    const changes: (() => void)[] = [];
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          media: query,
          matches: true,
          addEventListener: (_type: string, listener: () => void) => changes.push(listener),
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { canvas } = renderPad();
    expect(canvas).toHaveProperty('width', 300);

    ratio.mockReturnValue(2);
    act(() => {
      for (const change of changes.splice(0)) change();
    });

    expect(canvas).toHaveProperty('width', 600);
    expect(matchMedia).toHaveBeenLastCalledWith('(resolution: 2dppx)');
  });

  it('draws once per stroke and lets go of the canvas when unmounted, also in StrictMode', () => {
    const { canvas, onChange, unmount } = renderPad({}, true);

    draw(canvas, wave);

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lastStrokes(onChange)).toHaveLength(1);

    unmount();
    onChange.mockClear();
    draw(canvas, dash);

    expect(onChange).not.toHaveBeenCalled();
    expect(canvas.style.touchAction).toBe('auto');
    expect(resizeCallbacks).toEqual([]);
  });
});

describe('signaturePng', () => {
  it('draws the strokes with the pad’s pen at the scale asked, on a transparent canvas', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) => {
      callback(new Blob([png], { type }));
    });
    const strokes: SignatureStrokes = [
      {
        points: wave.map(([x, y], i) => ({ x, y, time: 1000 + 20 * i, pressure: 0.5 })),
      },
    ];

    const bytes = await signaturePng(strokes, { width: 300, height: 176 });

    expect(bytes).toEqual(png);
    // The one canvas drawn on in this test: the picture's.
    const drawnOn = [...canvases.contexts.keys()].at(0);
    if (!drawnOn) throw new Error('No picture was made.');
    expect(drawnOn.width).toBe(900);
    expect(drawnOn.height).toBe(528);
    const calls = contextOf(drawnOn).calls;
    expect(calls).toContainEqual(
      expect.objectContaining({ name: 'setTransform', args: [3, 0, 0, 3, 0, 0] }),
    );
    // The background is filled with nothing: the PDF shows the paper under the ink.
    for (const call of calls.filter(({ name }) => name === 'fillRect')) {
      expect(call.fillStyle).toBe('rgba(0,0,0,0)');
    }
    const fills = calls.filter((call) => call.name === 'fill');
    expect(fills.length).toBeGreaterThan(0);
    for (const fill of fills) expect(fill.fillStyle).toBe(SIGNATURE_PEN.penColor);
    const arcs = calls.filter((call) => call.name === 'arc');
    expect(arcs.length).toBeGreaterThan(0);
    for (const [x = NaN, y = NaN, radius = NaN] of arcs.map((call) => call.args)) {
      expect(x).toBeGreaterThanOrEqual(40);
      expect(x).toBeLessThanOrEqual(205);
      expect(y).toBeGreaterThanOrEqual(55);
      expect(y).toBeLessThanOrEqual(105);
      expect(radius).toBeGreaterThanOrEqual(SIGNATURE_PEN.minWidth);
      expect(radius).toBeLessThanOrEqual(SIGNATURE_PEN.maxWidth);
    }
  });

  it('fails when the browser makes no picture', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => {
      callback(null);
    });

    await expect(signaturePng([], { width: 300, height: 176 })).rejects.toThrow(/picture/);
  });
});

describe('typedSignaturePng', () => {
  it('writes the typed name in the signature’s letters and the pen’s ink, just around it', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 2]);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) => {
      callback(new Blob([png], { type }));
    });

    const bytes = await typedSignaturePng('  Dana Whitfield ');

    expect(bytes).toEqual(png);
    const drawnOn = [...canvases.contexts.keys()].at(0);
    if (!drawnOn) throw new Error('No picture was made.');
    const context = contextOf(drawnOn);
    // 14 letters of 20 px, a third of the 40 px letters for their lean, 8 px on each side; 40 px
    // letters with room above and below, 8 px on each side; three times that for print.
    expect(drawnOn.width).toBe(3 * (280 + 14 + 16));
    expect(drawnOn.height).toBe(3 * (56 + 16));
    expect(context.calls).toContainEqual(
      expect.objectContaining({ name: 'setTransform', args: [3, 0, 0, 3, 0, 0] }),
    );
    // Nothing but the name: no background under it, the PDF shows the paper.
    expect(context.calls.filter(({ name }) => name === 'fillRect')).toEqual([]);
    expect(context.texts).toEqual([
      {
        text: 'Dana Whitfield',
        x: 8,
        y: 48,
        font: `italic 40px ${TYPED_SIGNATURE_FONT_FAMILY}`,
        fillStyle: SIGNATURE_PEN.penColor,
      },
    ]);
  });

  it('fails when the browser makes no picture', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => {
      callback(null);
    });

    await expect(typedSignaturePng('Dana Whitfield')).rejects.toThrow(/picture/);
  });
});
