import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app';
import type { NoticeService } from '../../application/shared/notices';
import { SharedTokens } from '../../application/shared/tokens';
import { AppProviders } from '../app/App';
import { createI18n } from '../app/i18n';
import { NOTICE_MS, Notices } from './Notices';

/** What `(min-width: …)` media queries answer on this screen. */
const screenIs = (device: 'desktop' | 'phone') => {
  window.matchMedia = ((query: string) => ({ matches: /min-width/.test(query) === (device === 'desktop'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
};

const shown = (device: 'desktop' | 'phone' = 'desktop') => {
  screenIs(device);
  const app = createTestApp();
  const notices = app.get<NoticeService>(SharedTokens.Notices);
  render(
    <AppProviders container={app.container} i18n={createI18n('en')}>
      <Notices />
    </AppProviders>,
  );
  const show = (kind: 'info' | 'error' | 'success', text: string, lasts?: 'short' | 'long' | 'until-dismissed') =>
    act(() => void notices.show({ kind, key: 'unused', text, ...(lasts === undefined ? {} : { lasts }) }));
  const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { show, pass };
};

describe('notices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('let information leave by itself after a few seconds, a regulator\'s words after twenty, and keep an error', () => {
    const { show, pass } = shown();
    show('info', 'Saved.');
    show('info', 'Play responsibly.', 'long');
    show('error', 'That did not work.');
    pass(NOTICE_MS.short - 1);
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    pass(1);
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
    pass(NOTICE_MS.long - NOTICE_MS.short);
    expect(screen.queryByText('Play responsibly.')).not.toBeInTheDocument();
    pass(60_000);
    expect(screen.getByRole('alert')).toHaveTextContent('That did not work.');
  });

  it('keep a notice while the pointer or the focus is on it, and count its time again once they leave', () => {
    const { show, pass } = shown();
    show('success', 'Your reference is A-1.');
    const notice = screen.getByRole('status');
    fireEvent.mouseEnter(notice);
    pass(NOTICE_MS.short * 3);
    expect(screen.getByText('Your reference is A-1.')).toBeInTheDocument();
    fireEvent.mouseLeave(notice);
    fireEvent.focus(screen.getByRole('button', { name: 'Dismiss' }));
    pass(NOTICE_MS.short * 3);
    expect(screen.getByText('Your reference is A-1.')).toBeInTheDocument();
    fireEvent.blur(screen.getByRole('button', { name: 'Dismiss' }));
    pass(NOTICE_MS.short);
    expect(screen.queryByText('Your reference is A-1.')).not.toBeInTheDocument();
  });

  it('show the newest two on a phone; an older one once they leave, for its whole time', () => {
    const { show, pass } = shown('phone');
    const texts = () => screen.queryAllByRole('status').map((notice) => notice.firstChild?.textContent);
    show('info', 'Welcome back.');
    show('info', 'Play responsibly.', 'long');
    show('success', 'Your phone number is verified.');
    expect(texts()).toEqual(['Play responsibly.', 'Your phone number is verified.']);
    pass(NOTICE_MS.short);
    expect(texts()).toEqual(['Welcome back.', 'Play responsibly.']);
    pass(NOTICE_MS.short - 1);
    expect(texts()).toEqual(['Welcome back.', 'Play responsibly.']);
    pass(1);
    expect(texts()).toEqual(['Play responsibly.']);
  });

  it('keep one the player may note down until dismissed', () => {
    const { show, pass } = shown();
    show('success', 'Your reference is B-2.', 'until-dismissed');
    pass(120_000);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your reference is B-2.')).not.toBeInTheDocument();
  });
});
