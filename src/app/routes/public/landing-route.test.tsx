import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { HOW_IT_WORKS_ID, landingContent } from '@/features/landing/model/landing-content';
import { text } from '@/testing/i18n';
import { currentUrl, renderApp } from '@/testing/test-utils';

async function openLanding() {
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** The landing page's pictures (the header's logo is an icon, not an image). */
function pageImages() {
  return Array.from(screen.getByRole('main').querySelectorAll('img'));
}

describe('/ (landing page)', () => {
  it('has one h1, the hero title, with the subtitle, the description and the highlight', async () => {
    await openLanding();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Transform Your Outdoor Space with AI');
    expect(screen.getByText('Discover the Future of Landscaping')).toBeInTheDocument();
    expect(screen.getByText(text(landingContent.hero.description))).toBeInTheDocument();
    expect(screen.getByText(text(landingContent.hero.highlight))).toBeInTheDocument();
    // Set by an effect after the render that showed the heading.
    await waitFor(() => {
      expect(document.title).toBe('YardVision');
    });
  });

  it('has an h2 per section: Key Features, How It Works and the closing call to action', async () => {
    await openLanding();
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual(['Key Features', 'How It Works', text(landingContent.cta.title)]);
    expect(screen.getByText(text(landingContent.features.sectionDescription))).toBeInTheDocument();
    expect(screen.getByText(text(landingContent.cta.description))).toBeInTheDocument();
    expect(text(landingContent.cta.description)).toMatch(/thousands of homeowners/);
  });

  it('lists the feature cards, each with an h3, a description and a picture', async () => {
    await openLanding();
    const section = screen.getByRole('region', { name: 'Key Features' });
    const cards = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const titles = cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(titles).toEqual(landingContent.features.items.map((item) => text(item.title)));
    expect(titles).toEqual(expect.arrayContaining(['Photo Analysis', 'Style Customization']));
    landingContent.features.items.forEach((feature, index) => {
      const card = cards[index];
      expect(card).toHaveTextContent(text(feature.description));
      expect(within(card).getByRole('img', { name: text(feature.imageAlt) })).toBeInTheDocument();
    });
    expect(landingContent.features.items.map((item) => item.icon)).toEqual([
      'camera',
      'palette',
      'leaf',
      'cube',
    ]);
  });

  it('shows the three steps of How It Works in order, as an ordered list', async () => {
    await openLanding();
    const section = screen.getByRole('region', { name: 'How It Works' });
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(
      steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Upload Your Space', 'AI Analysis', 'Customize Your Design']);
    landingContent.howItWorks.steps.forEach((step, index) => {
      expect(steps[index]).toHaveTextContent(text(step.description));
    });
  });

  it('sends both primary calls to action to sign-in', async () => {
    await openLanding();
    expect(screen.getByRole('link', { name: 'Try for Free' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it("'Try for Free' opens the sign-in screen", async () => {
    const { router, user } = await openLanding();
    await user.click(screen.getByRole('link', { name: 'Try for Free' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(currentUrl(router)).toBe('/login');
  });

  it('links the secondary action to the How It Works section, which can take focus', async () => {
    await openLanding();
    const link = screen.getByRole('link', { name: text(landingContent.hero.ctaSecondary) });
    expect(link).toHaveAttribute('href', `#${HOW_IT_WORKS_ID}`);
    const target = document.getElementById(HOW_IT_WORKS_ID);
    expect(target).toBe(screen.getByRole('region', { name: 'How It Works' }));
    expect(target).toHaveAttribute('tabindex', '-1');
  });

  it('gives every picture alt text, a size, a srcset and sizes; only the hero one loads eagerly', async () => {
    await openLanding();
    const images = pageImages();
    expect(images).toHaveLength(1 + landingContent.features.items.length);
    for (const image of images) {
      expect(image.getAttribute('alt')?.trim()).toBeTruthy();
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
      expect(image.getAttribute('srcset')).toMatch(/\.webp 640w, .+\.webp 1280w$/);
      expect(image.getAttribute('sizes')).toBeTruthy();
    }
    const eager = images.filter((image) => image.getAttribute('loading') !== 'lazy');
    expect(eager).toHaveLength(1);
    const hero = screen.getByRole('img', { name: text(landingContent.hero.imageAlt) });
    expect(eager[0]).toBe(hero);
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    for (const image of images.filter((image) => image !== hero)) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
    }
  });

  it('scrolls smoothly to its sections (unless motion is reduced) only while it is shown', async () => {
    const { router } = await openLanding();
    expect(document.documentElement).toHaveClass('motion-safe:scroll-smooth');
    await act(() => router.navigate('/login'));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => {
      expect(document.documentElement).not.toHaveClass('motion-safe:scroll-smooth');
    });
  });
});
