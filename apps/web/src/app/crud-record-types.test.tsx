import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { CrudScreens } from '../components/crud/crud-config';
import { isSection } from '../components/crud/crud-config';
import { renderCrudForm } from '../test/render-crud-form';
import { signIn, stubApi } from '../test/render-page';
import { session } from '../lib/session';

// Every record type of the CRUD kit, as the features declare them.
const modules = import.meta.glob<Record<string, unknown>>('../features/**/*-screens.{ts,tsx}', { eager: true });
type AnyScreens = CrudScreens<string, never>;
const isScreens = (value: unknown): value is AnyScreens =>
  typeof value === 'object' && value !== null && 'api' in value && 'fields' in value && 'newValues' in value;
const recordTypes = Object.values(modules).flatMap((exports) => Object.values(exports).filter(isScreens));
const withActiveSwitch = recordTypes.filter((config) =>
  config.fields.some((item) => !isSection(item) && item.name === 'ativo' && item.kind === 'switch'),
);

afterEach(() => {
  cleanup();
  session.clear();
});

describe('a new record of the CRUD kit', () => {
  it('finds the record types with an active switch', () => {
    expect(withActiveSwitch.map((c) => c.api.table)).toEqual(
      expect.arrayContaining([
        'rh_empresa',
        'rh_empresa_contratante',
        'rh_feriado',
        'rh_cidade_provedor',
        'rh_categoria',
      ]),
    );
  });

  it.each(withActiveSwitch.map((config) => [config.api.table, config] as const))(
    '%s starts active',
    async (_, config) => {
      signIn({ roles: ['users:superadmin'] });
      stubApi([]);
      renderCrudForm(config);
      const label = config.labels.ativo ?? 'Status';
      const item = (await screen.findByText(label, { selector: 'label' })).closest('.ant-form-item')!;
      expect(item.querySelector('[role="switch"]')).toHaveAttribute('aria-checked', 'true');
    },
  );
});
