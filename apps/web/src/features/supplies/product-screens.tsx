import { InputNumber } from 'antd';
import { PRODUCT_API } from '@intranet/shared/supplies/supplies.contract';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '@intranet/shared/supplies/supplies.rules';
import type { ProductRecord } from '@intranet/shared/supplies/supplies.schemas';
import { statusColumn } from '../../components/crud/crud-columns';
import { crudScreens } from '../../components/crud/crud-config';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';
import { money } from './supplies-texts';

export const PRODUCTS_PATH = '/supplies/products';

/**
 * The products' register (`/supplies/products`): what the provider buys and lends, its type (ONT, roteador,
 * cabo …), model and unit cost, and whether each unit has its own serial or is counted by quantity.
 */
export const PRODUCT_SCREENS = crudScreens({
  ...GENERIC_FORM,
  afterSave: 'list',
  api: PRODUCT_API,
  path: PRODUCTS_PATH,
  back: '/supplies/home',
  titles: {
    list: 'Produtos',
    register: 'Produtos - Novo Produto',
    edit: 'Produtos - Editar Produto',
    delete: 'Excluir Produto?',
    add: 'NOVO PRODUTO',
  },
  labels: {
    nome: 'Nome',
    tipo: 'Tipo',
    modelo: 'Modelo',
    custo: 'Custo unitário',
    serializado: 'Controle',
    ativo: 'Status',
  },
  columns: [
    { key: 'nome', title: 'Produto' },
    { key: 'tipo', title: 'Tipo', value: (p: ProductRecord) => PRODUCT_TYPE_LABELS[p.tipo] },
    { key: 'modelo', title: 'Modelo' },
    {
      key: 'custo',
      title: 'Custo unitário',
      align: 'right',
      value: (p: ProductRecord) => Number(p.custo),
      text: (p: ProductRecord) => money(p.custo),
    },
    {
      key: 'serializado',
      title: 'Controle',
      value: (p: ProductRecord) => (p.serializado ? 'Por número de série' : 'Por quantidade'),
    },
    statusColumn<ProductRecord>('ativo', 'Status'),
  ],
  fields: [
    { name: 'nome', autoFocus: true, maxLength: 120 },
    { name: 'tipo', kind: 'select', options: PRODUCT_TYPES.map((t) => ({ value: t, label: PRODUCT_TYPE_LABELS[t] })) },
    { name: 'modelo', maxLength: 80 },
    {
      name: 'custo',
      kind: 'number',
      control: (
        <InputNumber min={0} max={999999999} precision={2} decimalSeparator="," prefix="R$" style={{ width: '100%' }} />
      ),
    },
    {
      name: 'serializado',
      kind: 'switch',
      on: 'Por número de série',
      off: 'Por quantidade',
      inline: true,
      text: 'Por quantidade: bobinas e caixas, cada uma com seu patrimônio e sem número de série.',
    },
    ACTIVE_FIELD,
  ],
  newValues: { nome: '', tipo: 'ont', modelo: '', custo: '', serializado: true },
  history: 'suprimentos_produto',
});
