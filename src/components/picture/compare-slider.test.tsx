import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { CompareSlider } from '@/components/picture/compare-slider';
import { advanceUntil, fakeAppClock } from '@/testing/app-clock';
import { WithI18n } from '@/testing/i18n';

const BEFORE = { src: '/demo/front-yard.jpg', alt: 'Front yard, source photo' };
const AFTER = { src: '/demo/front-yard-result.jpg', alt: 'Front yard, generated result' };

function renderSlider() {
  const user = userEvent.setup();
  const view = render(<CompareSlider before={BEFORE} after={AFTER} />, { wrapper: WithI18n });
  const slider = screen.getByRole('slider', { name: 'Compare before and after' });
  const after = screen.getByRole('img', { name: AFTER.alt });
  const divider = view.container.querySelector<HTMLElement>('[data-slot="compare-divider"]');
  if (!divider) throw new Error('No divider');
  return { user, slider, after, divider, frame: view.container.firstElementChild as HTMLElement };
}

/** The divider sits at `percent` from the left and the result shows right of it. */
function expectDividerAt(
  { slider, after, divider }: ReturnType<typeof renderSlider>,
  percent: number,
) {
  expect(slider).toHaveValue(String(percent));
  expect(slider).toHaveAttribute('aria-valuetext', `${100 - percent}% after`);
  expect(divider.style.left).toBe(`${percent}%`);
  expect(after.style.clipPath).toBe(`inset(0 0 0 ${percent}%)`);
}

beforeEach(() => {
  // The test DOM cannot capture a pointer it did not see go down. Spied, not replaced (and
  // restored after each test): other test files of this worker use the test DOM's own method,
  // which deleting it from Element.prototype took away from them.
  vi.spyOn(Element.prototype, 'setPointerCapture').mockImplementation(() => {});
});

describe('CompareSlider', () => {
  it('with picturesAfterPaint, keeps its frame and asks for the pictures only once painted and idle', async () => {
    // Idle, in the test DOM (no idle callbacks), is a moment after the first render: on a fake
    // clock here, moved on in no real time.
    fakeAppClock();
    render(<CompareSlider picturesAfterPaint before={BEFORE} after={AFTER} />, {
      wrapper: WithI18n,
    });
    expect(screen.getByRole('slider', { name: 'Compare before and after' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    await advanceUntil(() => expect(screen.getAllByRole('img')).toHaveLength(2));
  });

  it('shows both images with their alt text and the Before/After labels', () => {
    const parts = renderSlider();
    expect(screen.getByRole('img', { name: BEFORE.alt })).toHaveAttribute('src', BEFORE.src);
    expect(parts.after).toHaveAttribute('src', AFTER.src);
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
    expectDividerAt(parts, 50);
  });

  it('is reached with Tab and moves the divider as its value changes', async () => {
    const parts = renderSlider();
    await parts.user.tab();
    expect(parts.slider).toHaveFocus();

    // The test DOM does not step a range input on arrow keys as browsers do; set the value they would.
    fireEvent.change(parts.slider, { target: { value: '51' } }); // ArrowRight
    expectDividerAt(parts, 51);
    fireEvent.change(parts.slider, { target: { value: '61' } }); // PageUp
    expectDividerAt(parts, 61);
    fireEvent.change(parts.slider, { target: { value: '100' } }); // End
    expectDividerAt(parts, 100);
    fireEvent.change(parts.slider, { target: { value: '0' } }); // Home
    expectDividerAt(parts, 0);
  });

  it('moves the divider to where it is dragged', () => {
    const parts = renderSlider();
    vi.spyOn(parts.frame, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 100, y: 0, width: 200, height: 150 }),
    );

    fireEvent.pointerDown(parts.frame, { pointerId: 1, button: 0, clientX: 250 });
    expectDividerAt(parts, 75);
    expect(parts.slider).toHaveFocus();
    fireEvent.pointerMove(parts.frame, { pointerId: 1, clientX: 140 });
    expectDividerAt(parts, 20);
    // Past the edge it stops at the edge.
    fireEvent.pointerMove(parts.frame, { pointerId: 1, clientX: 20 });
    expectDividerAt(parts, 0);

    fireEvent.pointerUp(parts.frame, { pointerId: 1, clientX: 20 });
    fireEvent.pointerMove(parts.frame, { pointerId: 1, clientX: 300 });
    expectDividerAt(parts, 0);
  });
});
