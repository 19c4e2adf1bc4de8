import { CATEGORY_API, INCIDENT_CATEGORY_API } from '@intranet/shared/categories/categories.contract';
import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { categoria, incidenteCategoria } from '../../db/schema';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';

const texts = recordMessages('Categoria', 'Já existe uma categoria com este título.');

/** News categories (`/categories`): a unique title, an icon and a colour. */
export const categoryService = crudService({
  api: CATEGORY_API,
  table: categoria,
  present: presentRecord,
  name: { column: 'titulo', taken: texts.taken },
  messages: texts,
});

/** Incident categories (`/incidents-categories`). */
export const incidentCategoryService = crudService({
  api: INCIDENT_CATEGORY_API,
  table: incidenteCategoria,
  present: presentRecord,
  name: { column: 'titulo', taken: texts.taken },
  messages: texts,
});
