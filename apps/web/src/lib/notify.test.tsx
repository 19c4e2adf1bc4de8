import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderHook } from '../test/antd-styles';
import { App as AntApp } from 'antd';
import { useErrorToast } from './notify';

describe('useErrorToast', () => {
  it('shows the text once each time the flag turns true', async () => {
    const { rerender } = renderHook(({ failed }) => useErrorToast(failed, 'Erro ao carregar'), {
      wrapper: AntApp,
      initialProps: { failed: false },
    });
    expect(screen.queryByText('Erro ao carregar')).toBeNull();
    rerender({ failed: true });
    await waitFor(() => expect(screen.getAllByText('Erro ao carregar')).toHaveLength(1));
    rerender({ failed: true });
    rerender({ failed: false });
    rerender({ failed: true });
    await waitFor(() => expect(screen.getAllByText('Erro ao carregar')).toHaveLength(2));
  });
});
