import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

const Hello = ({ name }: { readonly name: string }) => <p>Hello {name}</p>;
const Failed = () => <p>Not available</p>;

describe('lazyPart', () => {
  it('shows its fallback until the chunk is in, then the part', async () => {
    let arrive: (part: typeof Hello) => void = () => undefined;
    const part = lazyPart<{ readonly name: string }>(() => new Promise((resolve) => (arrive = resolve)), Failed);
    render(<part.Part name="Ada" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive(Hello));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders at once once loaded beforehand (prefetched when idle)', async () => {
    const part = lazyPart<{ readonly name: string }>(() => Promise.resolve(Hello), Failed);
    await part.load();
    render(<part.Part name="Grace" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  });

  it('shows what stands in for it when the chunk fails, and never throws', async () => {
    const part = lazyPart<{ readonly name: string }>(() => Promise.reject(new Error('network')), Failed);
    await expect(part.load()).resolves.toBeUndefined();
    render(<part.Part name="Linus" />);
    expect(await screen.findByText('Not available')).toBeInTheDocument();
  });
});
