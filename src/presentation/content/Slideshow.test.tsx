import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestApp } from '../../../tests/support/test-app';
import { ContainerProvider } from '../shared/container';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlideItem, SlideshowItem } from '../../domain/content';
import { createI18n } from '../app/i18n';
import { Slideshow } from './Slideshow';

const slide = (id: string, title: string, withImage = true): SlideItem => ({
  type: 'slide',
  id,
  title,
  text: `${title} text`,
  image: withImage ? { url: `/content/images/slides/${id}.svg`, alt: `${title} art` } : null,
  cta: { label: `Open ${title}`, item: { type: 'marketing_page', id: `${id}-target`, title, slug: id, icon: null, hideWhenLogged: false, geoTargetingFilter: null, devices: [] } },
  hideWhenLogged: false,
  geoTargetingFilter: null,
  devices: [],
});

const show: SlideshowItem = { type: 'slideshow', id: 'hero', title: 'Featured', slides: [slide('one', 'One'), slide('two', 'Two'), slide('three', 'Three')], hideWhenLogged: false, geoTargetingFilter: null, devices: [] };

const reducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
};

const container = createTestApp().container;

const withProviders = (slideshow: SlideshowItem) => (
  <ContainerProvider container={container}>
    <I18nextProvider i18n={createI18n('en')}>
      <MemoryRouter>
        <Slideshow slideshow={slideshow} />
      </MemoryRouter>
    </I18nextProvider>
  </ContainerProvider>
);

const renderShow = () => render(withProviders(show));

const shownTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Slideshow', () => {
  it('is a labelled carousel whose first image is fetched first, at quality 75', () => {
    renderShow();
    const carousel = screen.getByRole('region', { name: 'Featured' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('group', { name: 'Slide 1 of 3' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'One art' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image.getAttribute('src')).toBe('/content/images/slides/one.svg?w=960&q=75');
    expect(screen.getByRole('link', { name: 'Open One' })).toHaveAttribute('href', '/one');
  });

  it('keeps the slide with a calm placeholder when its image fails to load, its title and link still there (EDGE-02)', () => {
    const { container } = renderShow();
    fireEvent.error(screen.getByRole('img', { name: 'One art' }));
    expect(screen.queryByRole('img', { name: 'One art' })).toBeNull();
    expect(screen.queryByText('One art')).toBeNull();
    expect(container.querySelector('.slide__image.image-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(shownTitle()).toBe('One');
    expect(screen.getByRole('link', { name: 'Open One' })).toBeInTheDocument();
  });

  it('asks for an SVG at one URL, sharp at any width, and offers a raster image’s widths', () => {
    const raster: SlideshowItem = { ...show, slides: [{ ...slide('one', 'One'), image: { url: '/content/images/slides/one.png', alt: 'One art' } }] };
    const { rerender } = renderShow();
    const vector = screen.getByRole('img', { name: 'One art' });
    expect(vector).not.toHaveAttribute('srcset');
    expect(vector).not.toHaveAttribute('sizes');
    rerender(withProviders(raster));
    const image = screen.getByRole('img', { name: 'One art' });
    expect(image.getAttribute('src')).toBe('/content/images/slides/one.png?w=960&q=75');
    expect(image.getAttribute('srcset')).toBe('/content/images/slides/one.png?w=640&q=75 640w, /content/images/slides/one.png?w=960&q=75 960w, /content/images/slides/one.png?w=1280&q=75 1280w');
    expect(image).toHaveAttribute('sizes', '(min-width: 1120px) 1088px, 100vw');
  });

  it('moves with the previous and next buttons, round the ends, and plays on by itself', () => {
    renderShow();
    act(() => screen.getByRole('button', { name: 'Previous slide' }).click());
    expect(shownTitle()).toBe('Three');
    expect(screen.getByRole('img', { name: 'Three art' })).toHaveAttribute('loading', 'lazy');
    act(() => screen.getByRole('button', { name: 'Next slide' }).click());
    expect(shownTitle()).toBe('One');
    act(() => vi.advanceTimersByTime(7_000));
    expect(shownTitle()).toBe('Two');
  });

  it('stops when paused, and plays again', () => {
    renderShow();
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).click());
    act(() => vi.advanceTimersByTime(30_000));
    expect(shownTitle()).toBe('One');
    act(() => screen.getByRole('button', { name: 'Play slideshow' }).click());
    act(() => vi.advanceTimersByTime(7_000));
    expect(shownTitle()).toBe('Two');
  });

  it('never moves by itself for a player who asks for reduced motion', () => {
    reducedMotion(true);
    renderShow();
    act(() => vi.advanceTimersByTime(60_000));
    expect(shownTitle()).toBe('One');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  });
});
