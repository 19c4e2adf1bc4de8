import type { ReactNode } from 'react';
import { Button, Form, Space } from 'antd';
import type { FormInstance } from 'antd';
import { useNavigate } from 'react-router-dom';
import { showServerErrors } from '../../../components/form/server-errors';
import { ApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';

/**
 * A step's form: Cancelar and Salvar; a refusal puts each message under its field (what was typed
 * stays), an out-of-order answer (409) is told in a toast.
 */
export function StepForm<T extends object>({
  form,
  initial,
  save,
  saving,
  done,
  children,
}: {
  form: FormInstance<T>;
  initial?: Partial<T>;
  save: (values: T) => Promise<unknown>;
  saving: boolean;
  done: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <Form<T>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) =>
        save(values).then(
          () => {
            notify.success('Dados salvos com sucesso!');
            navigate(done);
          },
          (error: unknown) => {
            if (!showServerErrors(form, error))
              notify.error(error instanceof ApiError ? error.message : 'Não foi possível salvar. Tente novamente.');
          },
        )
      }
      style={{ maxWidth: 720 }}
    >
      {children}
      <Space>
        <Button onClick={() => navigate(-1)}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Salvar
        </Button>
      </Space>
    </Form>
  );
}
