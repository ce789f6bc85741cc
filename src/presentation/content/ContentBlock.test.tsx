import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentBlockItem } from '../../domain/content';
import { ContentBlock } from './ContentBlock';

const block: ContentBlockItem = {
  type: 'content_block',
  id: 'welcome',
  title: 'Welcome',
  paragraphs: ['Glad you came.'],
  image: { url: '/content/images/blocks/welcome.svg', alt: 'A bright lobby' },
  hideWhenLogged: false,
  geoTargetingFilter: null,
  devices: [],
};

describe('ContentBlock', () => {
  it('shows its image with its alternative text', () => {
    render(<ContentBlock block={block} />);
    expect(screen.getByRole('img', { name: 'A bright lobby' })).toHaveAttribute('width', '640');
  });

  it('keeps the image box with a calm placeholder when the image fails to load (EDGE-02)', () => {
    const { container } = render(<ContentBlock block={block} />);
    fireEvent.error(screen.getByRole('img', { name: 'A bright lobby' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('A bright lobby')).toBeNull();
    expect(container.querySelector('.content-block__image.image-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });
});
