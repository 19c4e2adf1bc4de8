import { useState } from 'react';
import { Button, Modal, Radio, Space, Typography } from 'antd';
import { CUSTOMERS_MSG } from '@intranet/shared/customers/customers.messages';
import type { Customer } from '@intranet/shared/customers/customers.schemas';
import { formatCpf } from '@intranet/shared/validation/cpf';

type Props = { customers: Customer[] | null; onChoose: (customer: Customer) => void; onCancel: () => void };

/** A lookup with several results (spec §7): 'Mais de um resultado encontrado', one to choose. Open while `customers` is given. */
export function CustomerChoiceDialog({ customers, onChoose, onCancel }: Props) {
  const [chosen, setChosen] = useState<number | null>(null);
  const close = () => {
    setChosen(null);
    onCancel();
  };
  const confirm = () => {
    const customer = customers?.find((c) => c.id === chosen);
    setChosen(null);
    if (customer) onChoose(customer);
  };
  return (
    <Modal
      open={customers !== null}
      title={CUSTOMERS_MSG.several}
      onCancel={close}
      centered
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          Cancelar
        </Button>,
        <Button key="confirm" type="primary" disabled={chosen === null} onClick={confirm}>
          Confirmar
        </Button>,
      ]}
    >
      <Typography.Paragraph>{CUSTOMERS_MSG.choose}</Typography.Paragraph>
      <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value as number)}>
        <Space orientation="vertical">
          {(customers ?? []).map((c) => (
            <Radio key={c.id} value={c.id}>
              {`${c.codpessoa} - ${c.nome_razaosocial} - ${formatCpf(c.cpf)}`}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
