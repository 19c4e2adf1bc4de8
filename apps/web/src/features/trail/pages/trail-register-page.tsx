import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { MSG } from '@intranet/shared/validation/messages';
import { useNavigate } from 'react-router-dom';
import { trilhaInput } from '@intranet/shared/trail/trail.schemas';
import { packPriorities } from '@intranet/shared/ordering/ordered-list';
import { TRAIL_MSG } from '@intranet/shared/trail/trail.messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { zodRules } from '../../../components/form/zod-rules';
import { useNotify } from '../../../lib/notify';
import { useCreateTrail } from '../api/create-trail';
import { ContentOrdering } from '../components/content-ordering';
import { TRAIL_LIST_PATH } from '../trail-paths';
import '../trail.css';

const rules = zodRules(trilhaInput);

/** A new trail: its name and its contents in reading order, saved in one call. */
export function TrailRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateTrail();
  const [ids, setIds] = useState<number[]>([]);
  return (
    <SectionLayout title="Nova trilha" back={TRAIL_LIST_PATH}>
      <Form
        layout="vertical"
        onFinish={({ nome }: { nome: string }) =>
          create.mutate(
            { nome, conteudos: packPriorities(ids).map((p) => ({ id_conteudo: p.id, prioridade: p.prioridade })) },
            {
              onSuccess: () => {
                notify.success(TRAIL_MSG.created);
                navigate(TRAIL_LIST_PATH);
              },
              onError: (error) => notify.fail(error, TRAIL_MSG.createFailed),
            },
          )
        }
      >
        <Typography.Paragraph type="danger">{MSG.requiredBanner}</Typography.Paragraph>
        <Form.Item name="nome" label="Nome" rules={rules.nome}>
          <Input maxLength={200} />
        </Form.Item>
        <ContentOrdering value={ids} onChange={setIds} />
        <div className="trail-form__actions">
          <Button onClick={() => navigate(TRAIL_LIST_PATH)}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Cadastrar
          </Button>
        </div>
      </Form>
    </SectionLayout>
  );
}
