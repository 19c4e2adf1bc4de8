import { Empty, Skeleton, Statistic, Tabs, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import type { ComplimentPersonResponse } from '@intranet/shared/compliments/compliments.schemas';
import { IconChip } from '../../../components/colors/icon-chip';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useSession } from '../../../lib/session';
import { useComplimentPerson } from '../api/get-compliment-person';
import { ComplimentList } from '../components/compliment-list';
import { COMPLIMENTS_LIST_PATH, complimentToPath } from '../compliments-paths';
import '../compliments.css';

function Tally({ tally, empty }: { tally: ComplimentPersonResponse['recebidos']; empty: string }) {
  if (!tally.total) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <div className="compliment-person__tally">
      {tally.por_categoria.map((c) => (
        <span key={c.id} className="compliment-person__chip">
          <IconChip icon={c.icone} color={c.cor} />
          {c.nome}: <strong>{c.total}</strong>
        </span>
      ))}
    </div>
  );
}

/** `/compliments/listByUser/:id`: a person's compliments, received and given, counted by category. */
export function ComplimentPersonPage() {
  const id = Number(useParams().id);
  const { user } = useSession();
  const person = useComplimentPerson(id);
  const data = person.data;
  const self = user?.usuarioId === id;
  return (
    <SectionLayout
      title={data ? `Elogios de ${data.pessoa.nome}` : 'Elogios'}
      back={COMPLIMENTS_LIST_PATH}
      add={data && !self ? { label: 'ELOGIAR', to: complimentToPath(id) } : undefined}
    >
      {person.isLoading ? (
        <Skeleton active />
      ) : !data ? (
        <Empty description="Colaborador não encontrado." />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {[data.pessoa.cargo, data.pessoa.departamento, data.pessoa.empresa].filter(Boolean).join(' · ')}
          </Typography.Paragraph>
          <div className="compliment-person__figures">
            <div>
              <Statistic title="Recebidos" value={data.recebidos.total} />
              <Tally tally={data.recebidos} empty="Nenhum elogio recebido ainda." />
            </div>
            <div>
              <Statistic title="Enviados" value={data.enviados.total} />
              <Tally tally={data.enviados} empty="Nenhum elogio enviado ainda." />
            </div>
          </div>
          <Tabs
            items={[
              {
                key: 'recebidos',
                label: 'Recebidos',
                children: <ComplimentList fixed={{ destinatario: id }} people={false} />,
              },
              { key: 'enviados', label: 'Enviados', children: <ComplimentList fixed={{ autor: id }} people={false} /> },
            ]}
          />
        </>
      )}
    </SectionLayout>
  );
}
