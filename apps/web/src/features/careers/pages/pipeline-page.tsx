import { useState } from 'react';
import { Button, Card, Empty, Input, Modal, Select, Skeleton, Tag, Timeline, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { CAREERS_MSG, STAGES, STAGE_LABELS, type Stage } from '@intranet/shared/careers/careers.messages';
import { formatDateTime } from '@intranet/shared/format/dates';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCan } from '../../../lib/permissions';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { usePipeline } from '../api/get-pipeline';
import { useMoveApplication } from '../api/move-application';
import './careers.css';

type Moving = { id: number; nome: string; etapa: Stage } | null;

/** /careers/applicants/:id: the vacancy's pipeline, one column per stage; each move takes a note. */
export function PipelinePage() {
  const id = Number(useParams().id);
  const query = usePipeline(id);
  const move = useMoveApplication();
  const notify = useNotify();
  const canMove = useCan('careers.move');
  const [moving, setMoving] = useState<Moving>(null);
  const [stage, setStage] = useState<Stage>('triagem');
  const [note, setNote] = useState('');
  useErrorToast(query.isError, CAREERS_MSG.listFailed);
  if (!query.data) return <Skeleton active />;
  const { vaga, candidaturas } = query.data;

  const confirm = () => {
    if (!moving) return;
    move.mutate(
      { params: { id: moving.id }, body: { etapa: stage, nota: note } },
      {
        onSuccess: () => {
          notify.success(CAREERS_MSG.moved);
          setMoving(null);
          setNote('');
        },
        onError: (e) => notify.fail(e),
      },
    );
  };

  return (
    <SectionLayout title={`Candidatos · ${vaga.titulo_vaga}`} back="/careers/admin/list">
      <div className="pipeline">
        {STAGES.map((s) => {
          const cards = candidaturas.filter((c) => c.etapa === s);
          return (
            <section key={s} className="pipeline__column" aria-label={STAGE_LABELS[s]}>
              <Typography.Title level={5}>
                {STAGE_LABELS[s]} <Tag>{cards.length}</Tag>
              </Typography.Title>
              {cards.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum candidato" />}
              {cards.map((c) => (
                <Card key={c.id} size="small" className="pipeline__card" title={c.nome}>
                  <div className="pipeline__meta">
                    {c.cidade ?? ''} {c.origem ? <Tag color="blue">{c.origem}</Tag> : null}
                  </div>
                  <Timeline
                    items={c.historico.map((m) => ({
                      children: `${STAGE_LABELS[m.etapa]} · ${formatDateTime(m.created_at)}${m.nota ? ` · ${m.nota}` : ''}`,
                    }))}
                  />
                  <div className="pipeline__actions">
                    {c.id_usuario && <Link to={`/users/curriculum/${c.id_usuario}`}>Currículo</Link>}
                    {canMove && (
                      <Button
                        size="small"
                        onClick={() => {
                          setMoving({ id: c.id, nome: c.nome, etapa: c.etapa });
                          setStage(STAGES[Math.min(STAGES.indexOf(c.etapa) + 1, STAGES.length - 1)]);
                        }}
                      >
                        Mover
                      </Button>
                    )}
                  </div>
                </Card>
              ))}
            </section>
          );
        })}
      </div>
      <Modal
        open={!!moving}
        title={`Mover ${moving?.nome ?? ''}`}
        okText="Mover"
        cancelText="Cancelar"
        okButtonProps={{
          disabled: !note.trim() || note.length > 450 || stage === moving?.etapa,
          loading: move.isPending,
        }}
        onCancel={() => setMoving(null)}
        onOk={confirm}
      >
        <Select<Stage>
          value={stage}
          onChange={setStage}
          style={{ width: '100%', marginBottom: 12 }}
          aria-label="Nova etapa"
          options={STAGES.filter((s) => s !== moving?.etapa).map((s) => ({ value: s, label: STAGE_LABELS[s] }))}
        />
        <Input.TextArea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-label="Observação"
          placeholder="Observação (obrigatória)"
          autoSize={{ minRows: 3 }}
        />
        <Typography.Text
          type={note.length > 450 ? 'danger' : 'secondary'}
        >{`Permitido no máximo 450 caracteres de ${note.length}`}</Typography.Text>
      </Modal>
    </SectionLayout>
  );
}
