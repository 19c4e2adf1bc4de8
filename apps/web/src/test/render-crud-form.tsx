import { vi } from 'vitest';
import type { CrudSchemas } from '@intranet/shared/crud/crud.contract';
import { CrudForm } from '../components/crud/crud-form';
import type { CrudScreens } from '../components/crud/crud-config';
import { renderPage } from './render-page';

/** The generic form of a record type on its own page; answers the spies its save and its refusal call. */
export function renderCrudForm<T extends string, S extends CrudSchemas>(
  config: CrudScreens<T, S>,
  initialValues?: object,
  onSubmit = vi.fn(),
  onInvalid = vi.fn(),
) {
  renderPage(
    <CrudForm
      config={config}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      onCancel={() => undefined}
    />,
    { path: '/form' },
  );
  return { onSubmit, onInvalid };
}
