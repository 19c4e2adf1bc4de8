import { Form, Input, Radio } from 'antd';
import type { FormRule } from 'antd';
import { COMMUNICATION_RESTRICTIONS_LABELS as LABELS } from '@intranet/shared/communication-restrictions/communication-restrictions.messages';
import { CUSTOMER_CODE_MAX } from '@intranet/shared/communication-restrictions/communication-restrictions.schemas';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { CompanySelect } from '../../../components/lookups/lookup-selects';

/** How the customer is looked up (spec §2 "Buscar por"): by its code or its CPF. */
export type SearchKey = 'codpessoa' | 'cpf';

export const SEARCH_KEYS = [
  { value: 'codpessoa', label: 'Código' },
  { value: 'cpf', label: 'CPF' },
] satisfies { value: SearchKey; label: string }[];

type Props = {
  /** The chosen key enables its field; the other stays disabled. Nothing is editable on the edit screen. */
  searchBy: SearchKey | undefined;
  editable: boolean;
  searching?: boolean;
  rules?: { sistema?: FormRule[]; buscar_por?: FormRule[]; cod_cliente?: FormRule[]; cpf?: FormRule[] };
  onSearch?: (key: SearchKey, value: string) => void;
};

/** Provedor, Buscar por, Código Cliente, CPF and Nome do Cliente (filled by the lookup, never typed). */
export function CustomerFields({ searchBy, editable, searching, rules = {}, onSearch }: Props) {
  return (
    <>
      <div className="restriction-form__row">
        <Form.Item name="sistema" label={LABELS.sistema} rules={rules.sistema} required>
          <CompanySelect placeholder="Selecione o provedor" disabled={!editable} />
        </Form.Item>
        <Form.Item name="buscar_por" label={LABELS.buscar_por} rules={rules.buscar_por} required>
          <Radio.Group options={SEARCH_KEYS} optionType="button" disabled={!editable} />
        </Form.Item>
      </div>
      <div className="restriction-form__row">
        <Form.Item name="cod_cliente" label={LABELS.cod_cliente} rules={rules.cod_cliente}>
          <Input.Search
            maxLength={CUSTOMER_CODE_MAX}
            disabled={!editable || searchBy !== 'codpessoa'}
            loading={searching && searchBy === 'codpessoa'}
            enterButton
            onSearch={(value) => onSearch?.('codpessoa', value)}
          />
        </Form.Item>
        <Form.Item
          name="cpf"
          label={LABELS.cpf}
          rules={rules.cpf}
          normalize={(value?: string) => formatCpf(value ?? '')}
        >
          <Input.Search
            inputMode="numeric"
            placeholder="###.###.###-##"
            disabled={!editable || searchBy !== 'cpf'}
            loading={searching && searchBy === 'cpf'}
            enterButton
            onSearch={(value) => onSearch?.('cpf', value)}
          />
        </Form.Item>
      </div>
      <Form.Item name="nome" label={LABELS.nome_razaosocial}>
        <Input disabled />
      </Form.Item>
    </>
  );
}
