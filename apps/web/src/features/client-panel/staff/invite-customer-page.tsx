import { Button, Form, Input } from 'antd';
import { CLIENT_PANEL_MSG } from '@intranet/shared/client-panel/client-panel.messages';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { CompanySelect } from '../../../components/lookups/lookup-selects';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useFindCustomers, useInviteCustomer } from './invite-customer';

export const CLIENT_PANEL_INVITE_PATH = '/marketing/customers/client-panel-invitation';

type Search = { sistema: number; cpf: string };

/**
 * Staff invite a customer to the Central do Assinante: the provider and the CPF find the customer's
 * record, and the invitation goes to their e-mail (or mobile) of record with the panel's link.
 */
export function InviteCustomerPage() {
  const notify = useNotify();
  const find = useFindCustomers();
  const invite = useInviteCustomer();
  const found = find.data?.relacionamento_dados_pessoas;
  return (
    <SectionLayout title={CLIENT_PANEL_MSG.invite.action}>
      <Form<Search>
        layout="vertical"
        style={{ maxWidth: 480 }}
        onFinish={(values) => find.mutate(values, { onError: (error) => notify.fail(error) })}
      >
        <Form.Item name="sistema" label="Provedor" rules={[{ required: true, message: 'Selecione o provedor.' }]}>
          <CompanySelect placeholder="Selecione" />
        </Form.Item>
        <Form.Item
          name="cpf"
          label="CPF do cliente"
          normalize={formatCpf}
          rules={[{ required: true, message: 'Informe o CPF.' }]}
        >
          <Input inputMode="numeric" maxLength={14} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={find.isPending}>
          Buscar cliente
        </Button>
      </Form>
      {found && (
        <section aria-label="Clientes encontrados" style={{ marginTop: 24, maxWidth: 640 }}>
          {found.length === 0 && <p>Nenhum cliente com este CPF neste provedor.</p>}
          {found.map((c) => (
            <div
              key={c.id}
              className="panel-invite__row"
              style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 12 }}
            >
              <div style={{ flex: 1 }}>
                <strong>{c.nome_razaosocial}</strong>
                <div>{`CPF ${formatCpf(c.cpf)} · código ${c.codpessoa}`}</div>
              </div>
              <Button
                loading={invite.isPending && invite.variables === c.id}
                onClick={() =>
                  invite.mutate(c.id, {
                    onSuccess: (answer) => notify.success(answer.mensagem),
                    onError: (error) => notify.fail(error),
                  })
                }
              >
                Convidar
              </Button>
            </div>
          ))}
        </section>
      )}
    </SectionLayout>
  );
}
