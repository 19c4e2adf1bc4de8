import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { choose } from '../../test/antd';
import { session } from '../../lib/session';
import { renderCrudForm } from '../../test/render-crud-form';
import type { CrudField, CrudOption } from '../../components/crud/crud-config';
import { POSITIONS } from './organization-screens';

afterEach(() => session.clear());

// Selects of antd are slow to drive on a busy machine: the tests start from values where they can.
const SLOW = { timeout: 90_000 };
const LONG = { timeout: 20_000 };

const form = renderCrudForm;

describe('the position form (generic form: fields kept while offered)', () => {
  it(
    'clears department, sector and position when the new provider has no such department, and keeps them when it has',
    SLOW,
    async () => {
      const departments: Record<number, CrudOption[]> = {
        1: [{ value: 10, label: 'TI' }],
        2: [{ value: 20, label: 'RH' }],
        3: [{ value: 10, label: 'TI' }],
      };
      const fields = POSITIONS.fields.map((f) => {
        const field = f as CrudField;
        if (field.name === 'id_empresa')
          return { ...field, load: () => [1, 2, 3].map((id) => ({ value: id, label: `Provedor ${id}` })) };
        if (field.name === 'id_departamento')
          return { ...field, load: (v: Record<string, unknown>) => departments[v.id_empresa as number] ?? [] };
        if (field.name === 'id_setor')
          return {
            ...field,
            load: (v: Record<string, unknown>) => (v.id_departamento === 10 ? [{ value: 100, label: 'Infra' }] : []),
          };
        return f;
      });
      form({ ...POSITIONS, fields }, { nome: 'Analista', id_empresa: 1, id_departamento: 10, id_setor: 100 });
      await waitFor(() => expect(screen.getByTitle('Infra')).toBeInTheDocument(), LONG);
      await choose('Provedor', 'Provedor 3');
      await new Promise((r) => setTimeout(r, 100));
      expect(screen.getByTitle('TI')).toBeInTheDocument();
      expect(screen.getByTitle('Infra')).toBeInTheDocument();
      await choose('Provedor', 'Provedor 2');
      await waitFor(() => expect(screen.queryByTitle('TI')).not.toBeInTheDocument(), LONG);
      await waitFor(() => expect(screen.queryByTitle('Infra')).not.toBeInTheDocument(), LONG);
    },
  );
});
