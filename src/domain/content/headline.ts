import type { ContentPage, SlideItem } from './content';

/** What a page leads with, in a line and a sentence: for pointing at the page from elsewhere (the welcome's offer). */
export interface PageHeadline {
  readonly title: string;
  readonly text: string;
}

const firstSlide = (page: ContentPage): SlideItem | null => {
  for (const item of page.regions.mainContent) {
    if (item.type === 'slide') return item;
    if (item.type === 'slideshow' && item.slides[0] !== undefined) return item.slides[0];
  }
  return null;
};

/** The page's first slide (its hero), else its title alone. */
export const headlineOf = (page: ContentPage): PageHeadline => {
  const slide = firstSlide(page);
  return slide === null || slide.title === '' ? { title: page.title, text: '' } : { title: slide.title, text: slide.text };
};
