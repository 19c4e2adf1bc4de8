import { screen } from '@testing-library/react';
import { render } from '../../test/antd-styles';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStaleBuildError, reloadOnceForNewBuild } from '../stale-build';
import { ErrorPage } from './error-page';

function Broken(): never {
  throw new Error('render failed');
}

afterEach(() => sessionStorage.clear());

describe('the error page', () => {
  it("shows a pt-BR message and 'Tentar novamente' when a screen fails, not the router's developer page", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Algo deu errado ao abrir esta página.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });

  it('knows a chunk of a replaced build, and reloads for it only once a minute', () => {
    expect(isStaleBuildError(new TypeError('Failed to fetch dynamically imported module: /assets/x-1.js'))).toBe(true);
    expect(isStaleBuildError(new Error('Unable to preload CSS for /assets/y.css'))).toBe(true);
    expect(isStaleBuildError(new Error('render failed'))).toBe(false);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    expect(reloadOnceForNewBuild()).toBe(true);
    expect(reloadOnceForNewBuild()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
