import { PRODUCT_API } from '@intranet/shared/supplies/supplies.contract';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { suprimentosProduto } from '../../db/schema';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';

const texts = recordMessages('Produto', SUPPLIES_MSG.productNameTaken);

/**
 * The products' register (`/supplies/products`): type, model, unit cost, serialised or by quantity. A product
 * with units cannot be deleted (the units name it): it is deactivated instead, and leaves the move forms.
 */
export const productService = crudService({
  api: PRODUCT_API,
  table: suprimentosProduto,
  present: presentRecord,
  name: { column: 'nome', taken: texts.taken },
  messages: texts,
});
