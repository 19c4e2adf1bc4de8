import { NOT_INFORMED } from '@intranet/shared/format/text';
import type { ReactNode } from 'react';
import { Button, Empty, List, Popconfirm, Typography } from 'antd';
import { SITUACAO_LABELS } from '@intranet/shared/resume/resume.messages';
import { monthYearLabel } from '@intranet/shared/resume/resume.rules';
import type { Resume } from '@intranet/shared/resume/resume.schemas';

type Remove = {
  formacao?: (id: number) => void;
  experiencia?: (id: number) => void;
  certificado?: (id: number) => void;
};
type Edit = Remove;

const period = (start: string, end: string | null, current?: boolean) =>
  `${monthYearLabel(start)} a ${current || !end ? 'Atual' : monthYearLabel(end)}`;

function Section<T extends { id: number }>({
  title,
  items,
  render,
  remove,
  edit,
}: {
  title: string;
  items: T[];
  render: (item: T) => { title: string; description: ReactNode };
  remove?: (id: number) => void;
  edit?: (id: number) => void;
}) {
  return (
    <section className="resume-view__section">
      <Typography.Title level={5}>{title}</Typography.Title>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NOT_INFORMED} />
      ) : (
        <List
          dataSource={items}
          renderItem={(item) => {
            const shown = render(item);
            return (
              <List.Item
                actions={[
                  ...(edit
                    ? [
                        <Button key="e" size="small" onClick={() => edit(item.id)}>
                          Editar
                        </Button>,
                      ]
                    : []),
                  ...(remove
                    ? [
                        <Popconfirm
                          key="x"
                          title="Deseja realmente excluir este item?"
                          okText="Sim"
                          cancelText="Não"
                          onConfirm={() => remove(item.id)}
                        >
                          <Button danger size="small">
                            Excluir
                          </Button>
                        </Popconfirm>,
                      ]
                    : []),
                ]}
              >
                <List.Item.Meta title={shown.title} description={shown.description} />
              </List.Item>
            );
          }}
        />
      )}
    </section>
  );
}

/** A résumé's education, experience and certificates (with Editar and Excluir on one's own). */
export function ResumeEntries({ resume, remove = {}, edit = {} }: { resume: Resume; remove?: Remove; edit?: Edit }) {
  return (
    <div className="resume-view">
      <Section
        title="Experiência"
        items={resume.experiencia}
        remove={remove.experiencia}
        edit={edit.experiencia}
        render={(e) => ({
          title: `${e.funcao} · ${e.empresa}`,
          description: `${period(e.data_inicio, e.data_fim, e.emprego_atual)} · ${e.cidade} - ${e.estado}${e.descricao ? ` · ${e.descricao}` : ''}`,
        })}
      />
      <Section
        title="Formação"
        items={resume.formacao}
        remove={remove.formacao}
        edit={edit.formacao}
        render={(e) => ({
          title: `${e.descricao} · ${e.ie}`,
          description: `${SITUACAO_LABELS[e.situacao]} · ${period(e.data_inicio, e.data_fim)}`,
        })}
      />
      <Section
        title="Certificados"
        items={resume.certificado}
        remove={remove.certificado}
        edit={edit.certificado}
        render={(e) => ({
          title: `${e.descricao} · ${e.organizacao}`,
          description: `Emissão ${monthYearLabel(e.data_emissao)}${e.data_validade ? ` · validade ${monthYearLabel(e.data_validade)}` : ''}`,
        })}
      />
    </div>
  );
}
