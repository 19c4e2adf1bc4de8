import { DOCUMENT_CATEGORY_API } from '@intranet/shared/documents/documents.contract';
import { DOCUMENT_CATEGORY_MSG } from '@intranet/shared/documents/documents.messages';
import { documentoCategoria } from '../../db/schema';
import { presentRecord } from '../../platform/crud/crud.presenter';
import { crudService } from '../../platform/crud/crud.service';

/** Document categories (`/documents-categories`): a unique name, the expiry rule, the warning days, who sees them. */
export const documentCategoryService = crudService({
  api: DOCUMENT_CATEGORY_API,
  table: documentoCategoria,
  present: presentRecord,
  name: { column: 'nome', taken: DOCUMENT_CATEGORY_MSG.taken },
  messages: { notFound: DOCUMENT_CATEGORY_MSG.notFound, inUse: DOCUMENT_CATEGORY_MSG.inUse },
});
