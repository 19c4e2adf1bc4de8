import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { render } from '../../test/antd-styles';
import { Brand } from './brand';

describe('Brand', () => {
  it('is the link home, its name holding the word it shows (label in name)', () => {
    render(
      <MemoryRouter>
        <Brand />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Intranet, página inicial' });
    expect(link).toHaveAttribute('href', '/');
    expect(link.getAttribute('aria-label')).toContain(link.textContent);
  });
});
