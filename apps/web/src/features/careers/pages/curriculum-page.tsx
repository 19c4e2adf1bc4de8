import { NOT_INFORMED } from '@intranet/shared/format/text';
import { Button, Descriptions, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { RESUME_API } from '@intranet/shared/resume/resume.contract';
import { formatDate } from '@intranet/shared/format/dates';
import { formatPhone } from '@intranet/shared/format/phone';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { ResumeEntries } from '../../../components/resume-view/resume-view';
import { fetchEndpoint } from '../../../lib/api-client';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { useResumeOf } from '../api/get-resume-of';

/** /users/curriculum/:id: a person's résumé for recruiters, and its PDF. */
export function CurriculumPage() {
  const id = Number(useParams().id);
  const query = useResumeOf(id);
  const notify = useNotify();
  useErrorToast(query.isError, 'Dados não encontrados.');
  const pdf = async () => {
    const res = await fetchEndpoint(RESUME_API.pdf, { params: { id } });
    if (res.status !== 200) return notify.error('Erro ao gerar o PDF do currículo');
    window.open(URL.createObjectURL(await res.blob()), '_blank', 'noopener');
  };
  if (!query.data) return <Skeleton active />;
  const d = query.data.dados;
  return (
    <SectionLayout title="Currículo" back={true} extra={<Button onClick={() => void pdf()}>Baixar PDF</Button>}>
      <Descriptions title={d.nome} column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="E-mail">{d.email ?? NOT_INFORMED}</Descriptions.Item>
        <Descriptions.Item label="Telefone">{formatPhone(d.telefone) || NOT_INFORMED}</Descriptions.Item>
        <Descriptions.Item label="Cidade">
          {[d.cidade, d.estado].filter(Boolean).join(' - ') || NOT_INFORMED}
        </Descriptions.Item>
        <Descriptions.Item label="Nascimento">{formatDate(d.data_nascimento)}</Descriptions.Item>
        <Descriptions.Item label="LinkedIn">{d.linkedin || NOT_INFORMED}</Descriptions.Item>
        <Descriptions.Item label="Viagens">{d.viagem ? 'Sim' : 'Não'}</Descriptions.Item>
        {d.resumo && <Descriptions.Item label="Sobre">{d.resumo}</Descriptions.Item>}
      </Descriptions>
      <ResumeEntries resume={query.data} />
    </SectionLayout>
  );
}
