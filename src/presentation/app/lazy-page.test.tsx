import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { loadInTurnWhenIdle, loadPageFor } from './AppRoutes';
import { ErrorBoundary, INTERNAL_ERROR_PATH } from './ErrorBoundary';
import { createI18n } from './i18n';
import { IDLE_TIMEOUT_MS, whenIdle } from './idle';
import { lazyPage, PageSuspense, type LazyPage } from './lazy-page';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
const deferred = <T,>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

const Greeting = ({ name }: { readonly name: string }) => <h1>Hello {name}</h1>;

/** The shell's arrangement: the error boundary around the routes, the suspense inside it. */
const renderAt = (path: string, page: LazyPage<{ readonly name: string }>) => {
  let location = '';
  const Probe = () => {
    location = useLocation().pathname;
    return null;
  };
  const { Page } = page;
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <MemoryRouter initialEntries={[path]}>
        <Link to="/lazy">lazy</Link>
        <Link to="/">home</Link>
        <ErrorBoundary>
          <PageSuspense>
            <Routes>
              <Route path="/" element={<p>Home</p>} />
              <Route path="/lazy" element={<Page name="Ada" />} />
              <Route path={INTERNAL_ERROR_PATH} element={<p>Internal error page</p>} />
            </Routes>
          </PageSuspense>
        </ErrorBoundary>
        <Probe />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { location: () => location };
};

describe('pages in chunks of their own', () => {
  it('shows the loading line (never a white page) while the chunk loads, then the page', async () => {
    const chunk = deferred<typeof Greeting>();
    renderAt('/lazy', lazyPage(() => chunk.promise));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => chunk.resolve(Greeting));
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders a page whose chunk is already loaded at once, without the loading line', async () => {
    const importPage = vi.fn(() => Promise.resolve(Greeting));
    const page = lazyPage(importPage);
    await page.load();
    await page.load();
    renderAt('/lazy', page);
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(importPage).toHaveBeenCalledOnce();
  });

  it('shows the internal-error page when the chunk fails to load, and the player can go elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importPage = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const view = renderAt('/lazy', lazyPage(importPage));
    await waitFor(() => expect(view.location()).toBe(INTERNAL_ERROR_PATH));
    expect(screen.getByText('Internal error page')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'home' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(importPage).toHaveBeenCalledOnce();
  });

  it('loads the chunk again on the next visit after a failure (a flaky network), without retrying within the failed visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importPage = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const view = renderAt('/lazy', lazyPage(importPage));
    await waitFor(() => expect(view.location()).toBe(INTERNAL_ERROR_PATH));
    expect(importPage).toHaveBeenCalledOnce();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'home' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'lazy' }));
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(importPage).toHaveBeenCalledTimes(2);
  });

  it('prefetching never rejects, even when the chunk fails', async () => {
    const page = lazyPage(() => Promise.reject(new Error('offline')));
    await expect(page.load()).resolves.toBeUndefined();
  });

  it('loads the chunk of the page the player lands on, and nothing for the home page', async () => {
    await expect(loadPageFor('/')).resolves.toBeUndefined();
    await expect(loadPageFor('/login')).resolves.toBeUndefined();
    await expect(loadPageFor('/account/cashier/withdraw/bank')).resolves.toBeUndefined();
  });
});

describe('whenIdle', () => {
  const target = (readyState: DocumentReadyState, idle: boolean) => {
    const listeners: (() => void)[] = [];
    return {
      document: { readyState },
      addEventListener: vi.fn((_type: 'load', listener: () => void) => listeners.push(listener)),
      requestIdleCallback: idle ? vi.fn((callback: () => void) => (callback(), 1)) : undefined,
      setTimeout: vi.fn((callback: () => void) => (callback(), 1)),
      fireLoad: () => listeners.forEach((listener) => listener()),
    };
  };

  it('waits for the load event, then for the browser to be idle (with a time-out)', () => {
    const window = target('loading', true);
    const task = vi.fn();
    whenIdle(task, window);
    expect(task).not.toHaveBeenCalled();
    window.fireLoad();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs a task cancelled before the browser was idle (an unmounted component asked for it)', () => {
    const window = target('loading', true);
    const task = vi.fn();
    const cancel = whenIdle(task, window);
    cancel();
    window.fireLoad();
    expect(window.requestIdleCallback).toHaveBeenCalledOnce();
    expect(task).not.toHaveBeenCalled();
  });

  it('falls back to a short time-out where requestIdleCallback is missing', () => {
    const window = target('complete', false);
    const task = vi.fn();
    whenIdle(task, window);
    expect(window.setTimeout).toHaveBeenCalledOnce();
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('loadInTurnWhenIdle', () => {
  it('starts each load only once the one before has settled and the browser is idle again, and goes on past a failure', async () => {
    const idleTasks: (() => void)[] = [];
    const idle = (task: () => void) => void idleTasks.push(task);
    const loads = [deferred<void>(), deferred<void>(), deferred<void>()];
    const started: number[] = [];
    const done = loadInTurnWhenIdle(loads.map((load, index) => () => (started.push(index), load.promise)), idle);
    const runIdle = async () => {
      await act(async () => undefined);
      idleTasks.shift()?.();
    };

    await runIdle();
    expect(started).toEqual([0]);
    expect(idleTasks).toHaveLength(0);
    loads[0]?.reject(new Error('offline'));
    await runIdle();
    expect(started).toEqual([0, 1]);
    loads[1]?.resolve();
    await act(async () => undefined);
    // The next load waits for the browser to be idle again.
    expect(started).toEqual([0, 1]);
    await runIdle();
    expect(started).toEqual([0, 1, 2]);
    loads[2]?.resolve();
    await expect(done).resolves.toBeUndefined();
  });
});
