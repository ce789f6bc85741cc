import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_MAX_MS, HoldUntilSettled, useSettled } from './HoldUntilSettled';

const Part = ({ name, settled, children }: { readonly name: string; readonly settled: boolean; readonly children?: React.ReactNode }) => {
  useSettled(name, settled);
  return <p>{children ?? name}</p>;
};

const page = (banner: boolean, card: boolean) => (
  <HoldUntilSettled parts={['banner', 'card']} placeholder={<p>Loading the account</p>}>
    <Part name="banner" settled={banner}>
      A withdrawal is pending
    </Part>
    <Part name="card" settled={card} />
  </HoldUntilSettled>
);

describe('HoldUntilSettled', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the placeholder, the content hidden but rendered, until every part has settled; then the content at once', () => {
    const { rerender } = render(page(false, false));
    expect(screen.getByText('Loading the account')).toBeVisible();
    expect(screen.getByText('A withdrawal is pending')).not.toBeVisible();
    rerender(page(true, false));
    expect(screen.getByText('Loading the account')).toBeVisible();
    expect(screen.getByText('A withdrawal is pending')).not.toBeVisible();
    rerender(page(true, true));
    expect(screen.queryByText('Loading the account')).toBeNull();
    expect(screen.getByText('A withdrawal is pending')).toBeVisible();
    expect(screen.getByText('card')).toBeVisible();
  });

  it('stays shown once shown, whatever a part says later', () => {
    const { rerender } = render(page(true, true));
    rerender(page(false, false));
    expect(screen.getByText('A withdrawal is pending')).toBeVisible();
  });

  it('shows the content after the longest hold when a part never settles (its call or chunk failed)', () => {
    vi.useFakeTimers();
    render(page(true, false));
    act(() => vi.advanceTimersByTime(HOLD_MAX_MS - 1));
    expect(screen.getByText('card')).not.toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('card')).toBeVisible();
    expect(screen.queryByText('Loading the account')).toBeNull();
  });

  it('lets a part that says it settled outside any hold do nothing', () => {
    render(<Part name="alone" settled />);
    expect(screen.getByText('alone')).toBeVisible();
  });
});
