import type { CrudSchemas } from '@intranet/shared/crud/crud.contract';
import type { CrudScreens } from './crud-config';
import { CrudEditPage } from './crud-edit-page';
import { CrudListPage } from './crud-list-page';
import { CrudRegisterPage } from './crud-register-page';
import type { CrudPages } from './crud-routes';

/** The list, register and edit screens of a record type from its configuration alone. */
export function crudPagesOf<T extends string, S extends CrudSchemas>(config: CrudScreens<T, S>): CrudPages {
  return {
    list: () => <CrudListPage config={config} />,
    register: () => <CrudRegisterPage config={config} />,
    edit: () => <CrudEditPage config={config} />,
  };
}
