import { useRef, useState } from 'react';
import { Button, Form, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useNavigate } from 'react-router-dom';
import { COMMUNICATION_RESTRICTIONS_MSG as MSG } from '@intranet/shared/communication-restrictions/communication-restrictions.messages';
import {
  RESTRICTION_DEFAULTS,
  restrictionInput,
} from '@intranet/shared/communication-restrictions/communication-restrictions.schemas';
import { CUSTOMERS_MSG } from '@intranet/shared/customers/customers.messages';
import type { Customer } from '@intranet/shared/customers/customers.schemas';
import { formatCpf, isValidCpf, onlyDigits } from '@intranet/shared/validation/cpf';
import { MSG as FORM_MSG } from '@intranet/shared/validation/messages';
import { showServerErrors } from '../../../components/form/server-errors';
import { zodRules } from '../../../components/form/zod-rules';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCreateRestriction } from '../api/create-restriction';
import { useCustomerSearch } from '../api/search-customers';
import { ChannelSwitches } from '../components/channel-switches';
import { CustomerChoiceDialog } from '../components/customer-choice-dialog';
import { CustomerFields, type SearchKey } from '../components/customer-fields';
import { RESTRICTIONS_LIST_PATH } from '../restrictions-paths';
import '../communication-restrictions.css';

type Values = {
  sistema?: number;
  buscar_por?: SearchKey;
  cod_cliente?: string;
  cpf?: string;
  nome?: string;
  whatsapp: boolean;
  email: boolean;
  sms: boolean;
};

const NEW: Values = { cod_cliente: '', cpf: '', nome: '', ...RESTRICTION_DEFAULTS };
const schemaRules = zodRules(restrictionInput);
const fail = (message: string) => Promise.reject(new Error(message));

/**
 * /marketing/communication-scale-restrictions/register: the provider, the customer found by code or
 * CPF (one result fills the form, several ask which, none clears it) and the channels.
 */
export function RestrictionRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<Values>();
  const searchBy = Form.useWatch('buscar_por', form);
  // The customer the lookup found; the field rules read it when they run (the rules in force may be those of an earlier render).
  const foundRef = useRef<Customer | null>(null);
  const setFound = (customer: Customer | null) => {
    foundRef.current = customer;
  };
  const [choices, setChoices] = useState<Customer[] | null>(null);
  const search = useCustomerSearch();
  const create = useCreateRestriction();

  /** Forgets the customer found; `keep` keeps the key being typed. */
  const forget = (keep?: SearchKey) => {
    setFound(null);
    form.setFieldsValue({
      nome: '',
      ...(keep !== 'codpessoa' && { cod_cliente: '' }),
      ...(keep !== 'cpf' && { cpf: '' }),
    });
  };
  const fill = (customer: Customer) => {
    setChoices(null);
    setFound(customer);
    form.setFieldsValue({
      cod_cliente: customer.codpessoa,
      cpf: formatCpf(customer.cpf),
      nome: customer.nome_razaosocial,
    });
    form.setFields([
      { name: 'cod_cliente', errors: [] },
      { name: 'cpf', errors: [] },
    ]);
  };

  const lookup = (key: SearchKey, typed: string) => {
    const sistema = form.getFieldValue('sistema') as number | undefined;
    if (!sistema) {
      void form.validateFields(['sistema']);
      return;
    }
    const value = key === 'cpf' ? onlyDigits(typed) : typed.trim();
    // A CPF is looked up only with its 11 digits (spec §5).
    if (!value || (key === 'cpf' && value.length !== 11)) {
      void form.validateFields([key === 'cpf' ? 'cpf' : 'cod_cliente']);
      return;
    }
    search.mutate(key === 'cpf' ? { sistema, cpf: value } : { sistema, codpessoa: value }, {
      onSuccess: (customers) => {
        if (customers.length === 1) fill(customers[0]);
        else if (customers.length > 1) setChoices(customers);
        else {
          notify.error(CUSTOMERS_MSG.none);
          forget();
        }
      },
      onError: (error) => notify.fail(error, MSG.loadFailed),
    });
  };

  const onValuesChange = (changed: Partial<Values>) => {
    if ('sistema' in changed) forget();
    if ('buscar_por' in changed) forget(changed.buscar_por);
    if ('cod_cliente' in changed) forget('codpessoa');
    if ('cpf' in changed) {
      forget('cpf');
      if (onlyDigits(changed.cpf ?? '').length === 11) lookup('cpf', changed.cpf ?? '');
    }
  };

  const rules: Record<'sistema' | 'buscar_por' | 'cod_cliente' | 'cpf', FormRule[]> = {
    sistema: schemaRules.sistema,
    buscar_por: [{ required: true, message: FORM_MSG.required }],
    cod_cliente: [
      ({ getFieldValue }) => ({
        validator: (_, value?: string) => {
          if (getFieldValue('buscar_por') !== 'codpessoa') return Promise.resolve();
          if (!value?.trim()) return fail(FORM_MSG.required);
          return foundRef.current ? Promise.resolve() : fail(MSG.customerRequired);
        },
      }),
    ],
    cpf: [
      ({ getFieldValue }) => ({
        validator: (_, value?: string) => {
          if (getFieldValue('buscar_por') !== 'cpf') return Promise.resolve();
          const digits = onlyDigits(value ?? '');
          if (!digits) return fail(FORM_MSG.required);
          if (digits.length !== 11) return fail(CUSTOMERS_MSG.cpfIncomplete);
          if (!isValidCpf(digits)) return fail(CUSTOMERS_MSG.cpfInvalid);
          return foundRef.current ? Promise.resolve() : fail(MSG.customerRequired);
        },
      }),
    ],
  };

  const submit = (values: Values) => {
    const customer = foundRef.current;
    if (!customer || !values.sistema) return;
    create.mutate(
      {
        sistema: values.sistema,
        cod_cliente: customer.codpessoa,
        whatsapp: values.whatsapp,
        email: values.email,
        sms: values.sms,
      },
      {
        onSuccess: () => {
          notify.success(MSG.updated);
          navigate(RESTRICTIONS_LIST_PATH);
        },
        // A second restriction of the customer toasts the spec's uniqueness text; a field's reason goes under it.
        onError: (error) => {
          notify.fail(error, FORM_MSG.generic);
          showServerErrors(form, error);
        },
      },
    );
  };

  return (
    <SectionLayout title={MSG.registerTitle} back={RESTRICTIONS_LIST_PATH}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={NEW}
        onValuesChange={onValuesChange}
        onFinish={submit}
        requiredMark
      >
        <Typography.Text type="danger" className="restriction-form__banner">
          {FORM_MSG.requiredBanner}
        </Typography.Text>
        <CustomerFields searchBy={searchBy} editable searching={search.isPending} rules={rules} onSearch={lookup} />
        <ChannelSwitches />
        <div className="restriction-form__buttons">
          <Button onClick={() => navigate(RESTRICTIONS_LIST_PATH)}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Salvar
          </Button>
        </div>
      </Form>
      <CustomerChoiceDialog customers={choices} onChoose={fill} onCancel={() => setChoices(null)} />
    </SectionLayout>
  );
}
