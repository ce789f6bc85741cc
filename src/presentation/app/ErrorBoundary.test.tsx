import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';
import { ErrorBoundary, INTERNAL_ERROR_PATH } from './ErrorBoundary';

const Broken = (): never => {
  throw new Error('boom');
};

describe('ErrorBoundary', () => {
  it('shows the internal-error page at its address, and recovers when the player navigates on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let path = '';
    const Probe = () => {
      path = useLocation().pathname;
      return null;
    };
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter initialEntries={['/broken']}>
          <Link to="/fine">elsewhere</Link>
          <ErrorBoundary>
            <Routes>
              <Route path="/broken" element={<Broken />} />
              <Route path="/fine" element={<p>All good</p>} />
              <Route path={INTERNAL_ERROR_PATH} element={<p>Internal error route</p>} />
            </Routes>
          </ErrorBoundary>
          <Probe />
        </MemoryRouter>
      </I18nextProvider>,
    );
    await waitFor(() => expect(path).toBe(INTERNAL_ERROR_PATH));
    expect(screen.getByText('Internal error route')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('All good')).toBeInTheDocument();
  });
});
