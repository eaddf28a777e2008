import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { GalleryImage } from '@/components/picture/gallery-image';
import { ImageGallery } from '@/components/picture/image-gallery';
import { advanceUntil, fakeAppClock } from '@/testing/app-clock';
import { nextFrame, shownZoom } from '@/testing/zoom';
import { WithI18n } from '@/testing/i18n';

// embla watches which slides are in view; the test DOM has no IntersectionObserver.
class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const IMAGES: GalleryImage[] = [
  { src: '/demo/front-yard.jpg', alt: 'Front yard, before' },
  { src: '/demo/back-yard.jpg', alt: 'Back yard, before' },
  { src: '/demo/side-yard.jpg', alt: 'Side yard, before' },
];

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
});

/** The zoom of the picture on screen, read from its transform (1 for the whole picture). */
function shownScale(dialog: HTMLElement) {
  const image = dialog.querySelector<HTMLElement>('[data-slot="carousel-item"][data-current] img');
  if (!image) throw new Error('No picture on screen.');
  return shownZoom(image).scale;
}

/** The test DOM has no layout, so the position is read from what the user is told and shown. */
function expectPosition(dialog: HTMLElement, position: number) {
  expect(within(dialog).getByRole('status')).toHaveTextContent(`Image ${position} of 3`);
  // Only the slide on screen is exposed; the others are scrolled away (and inert).
  const [slide, ...others] = within(dialog)
    .getAllByRole('group')
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
  expect(others).toEqual([]);
  expect(slide).toHaveAccessibleName(`${position} of 3`);
  expect(within(slide).getByRole('img')).toHaveAccessibleName(IMAGES[position - 1].alt);
}

async function openSecond() {
  const user = userEvent.setup();
  render(<ImageGallery title="Source Image" images={IMAGES} />, { wrapper: WithI18n });
  await user.click(screen.getByRole('button', { name: 'Open Source Image 2 of 3 larger' }));
  const dialog = await screen.findByRole('dialog', { name: 'Source Image' });
  // The viewer's code loads on the way: its carousel settles on the picture a moment later.
  await waitFor(() => expectPosition(dialog, 2));
  return { user, dialog };
}

describe('ImageGallery', () => {
  it('shows a named thumbnail button per image, whose lazy picture is asked for once idle', async () => {
    // Idle comes 300 ms after the first render in the test DOM: on a fake clock, at once.
    fakeAppClock();
    render(<ImageGallery title="Inspiration Image" images={IMAGES} />, { wrapper: WithI18n });
    const thumbnails = screen.getAllByRole('button', { name: /^Open Inspiration Image/ });
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Open Inspiration Image 1 of 3 larger',
      'Open Inspiration Image 2 of 3 larger',
      'Open Inspiration Image 3 of 3 larger',
    ]);
    // The screen's main picture and texts first: no thumbnail picture on the first render.
    expect(document.querySelectorAll('img')).toHaveLength(0);
    await advanceUntil(() => expect(thumbnails[1]?.querySelector('img')).not.toBeNull());
    const image = thumbnails[1]?.querySelector('img');
    expect(image).toHaveAttribute('src', '/demo/back-yard.jpg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('opens the clicked image in a dialog titled by the image set', async () => {
    const { dialog } = await openSecond();
    expect(within(dialog).getByRole('region', { name: 'Source Image' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expectPosition(dialog, 2);
  });

  it('moves with the Next and Previous buttons, which are disabled at the ends', async () => {
    const { user, dialog } = await openSecond();
    const previous = within(dialog).getByRole('button', { name: 'Previous image' });
    const next = within(dialog).getByRole('button', { name: 'Next image' });

    await user.click(next);
    expectPosition(dialog, 3);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    await user.click(previous);
    await user.click(previous);
    expectPosition(dialog, 1);
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
  });

  it('moves with ArrowRight and ArrowLeft and stops at the ends', async () => {
    const { user, dialog } = await openSecond();
    // Opening focuses the carousel, so the arrow keys work at once.
    expect(within(dialog).getByRole('region', { name: 'Source Image' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expectPosition(dialog, 3);
    await user.keyboard('{ArrowRight}');
    expectPosition(dialog, 3);

    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expectPosition(dialog, 1);
  });

  it('keeps the focus in the carousel when a button becomes disabled', async () => {
    const { user, dialog } = await openSecond();
    const next = within(dialog).getByRole('button', { name: 'Next image' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(next).toBeDisabled();
    expect(within(dialog).getByRole('region', { name: 'Source Image' })).toHaveFocus();
  });

  it('closes with Escape and returns the focus to the thumbnail that opened it', async () => {
    const { user } = await openSecond();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Source Image 2 of 3 larger' })).toHaveFocus();
  });

  it('returns the focus to the thumbnail even when the click did not focus it', async () => {
    // Safari does not focus a button on click, so Radix alone would send the focus to <body>.
    const user = userEvent.setup();
    render(<ImageGallery title="Source Image" images={IMAGES} />, { wrapper: WithI18n });
    fireEvent.click(screen.getByRole('button', { name: 'Open Source Image 3 of 3 larger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Source Image' });
    await waitFor(() => expectPosition(dialog, 3));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Source Image 3 of 3 larger' })).toHaveFocus();
  });

  it('closes with the Close button', async () => {
    const { user, dialog } = await openSecond();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Source Image 2 of 3 larger' })).toHaveFocus();
  });

  it('shows a single image without previous and next buttons', async () => {
    const user = userEvent.setup();
    render(<ImageGallery title="Generated Result" images={[IMAGES[0]]} />, { wrapper: WithI18n });
    await user.click(screen.getByRole('button', { name: 'Open Generated Result larger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generated Result' });
    expect(within(dialog).getByRole('img', { name: 'Front yard, before' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Previous image' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('zooms the picture on screen with the keys and buttons, and a move to another resets it', async () => {
    const { user, dialog } = await openSecond();
    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    const reset = within(dialog).getByRole('button', { name: 'Reset zoom' });
    expect(reset).toHaveAttribute('aria-disabled', 'true');

    // From the carousel, where the focus is on opening.
    await user.keyboard('+');
    await nextFrame();
    expect(shownScale(dialog)).toBeGreaterThan(1);
    expect(reset).not.toHaveAttribute('aria-disabled');

    // Zoomed in, the arrows pan the picture instead of moving to the next one.
    await user.keyboard('{ArrowRight}');
    expectPosition(dialog, 2);
    expect(shownScale(dialog)).toBeGreaterThan(1);

    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expectPosition(dialog, 3);
    await nextFrame();
    expect(shownScale(dialog)).toBe(1);
    expect(reset).toHaveAttribute('aria-disabled', 'true');

    // On the picture itself; 0 resets, and then the arrows move between pictures again.
    const viewport = within(dialog).getByRole('group', { name: 'Zoom Side yard, before' });
    viewport.focus();
    await user.click(zoomIn);
    await nextFrame();
    expect(shownScale(dialog)).toBeGreaterThan(1);
    viewport.focus();
    await user.keyboard('0');
    await nextFrame();
    expect(shownScale(dialog)).toBe(1);
    await user.keyboard('{ArrowLeft}');
    expectPosition(dialog, 2);
  });

  it('takes the wheel over the picture, so the page behind does not scroll', async () => {
    const { dialog } = await openSecond();
    const viewport = within(dialog).getByRole('group', { name: 'Zoom Back yard, before' });
    const wheel = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true });
    expect(viewport.dispatchEvent(wheel)).toBe(false);
    await nextFrame();
    expect(shownScale(dialog)).toBeGreaterThan(1);
  });

  it('opens at the whole picture again after closing zoomed in', async () => {
    const { user, dialog } = await openSecond();
    await user.keyboard('++');
    await nextFrame();
    expect(shownScale(dialog)).toBeGreaterThan(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Source Image 2 of 3 larger' }));
    const reopened = await screen.findByRole('dialog', { name: 'Source Image' });
    await nextFrame();
    expect(shownScale(reopened)).toBe(1);
  });

  it('keeps only the picture on screen in the focus order', async () => {
    const { dialog } = await openSecond();
    const slides = dialog.querySelectorAll('[data-slot="carousel-item"]');
    expect([...slides].map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true]);
  });

  it('shows a placeholder instead of a broken picture in the viewer', async () => {
    const { dialog } = await openSecond();
    const image = within(dialog).getByRole('img', { name: 'Back yard, before' });
    fireEvent.error(image);
    expect(within(dialog).getByText('Image unavailable')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Back yard, before' })).toBeNull();
  });

  it('shows a placeholder instead of a broken image', async () => {
    fakeAppClock();
    render(<ImageGallery title="Source Image" images={IMAGES} />, { wrapper: WithI18n });
    const thumbnail = screen.getByRole('button', { name: 'Open Source Image 1 of 3 larger' });
    await advanceUntil(() => expect(thumbnail.querySelector('img')).not.toBeNull());
    fireEvent.error(thumbnail.querySelector('img') as HTMLImageElement);
    expect(thumbnail).toHaveTextContent('Image unavailable');
    expect(thumbnail.querySelector('img')).toBeNull();
  });

  it('shows the empty text when there are no images', () => {
    render(<ImageGallery title="Inspiration Image" images={[]} emptyText="No images." />, {
      wrapper: WithI18n,
    });
    expect(screen.getByText('No images.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
