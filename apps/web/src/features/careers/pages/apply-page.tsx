import { Alert, Button, Descriptions, Result, Skeleton, Space } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CAREERS_MSG, WORK_MODE_LABELS } from '@intranet/shared/careers/careers.messages';
import { formatDate } from '@intranet/shared/format/dates';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { ResultHeading } from '../../../components/status-page/status-page';
import { ResumeEntries } from '../../../components/resume-view/resume-view';
import { useNotify } from '../../../lib/notify';
import { useApply } from '../api/apply';
import { usePublicVacancy } from '../api/get-public-vacancy';
import { useMyResumeForApplying } from '../api/get-my-resume-for-applying';

const idOf = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);

/**
 * /applicants/register?vaga=:id (&chn, &cmp of the tracking link): the signed-in candidate checks
 * their résumé and applies; without entries in the résumé, they fill it first and come back here.
 */
export function ApplyPage() {
  const { search, pathname } = useLocation();
  const params = new URLSearchParams(search);
  const id = idOf(params.get('vaga'));
  const navigate = useNavigate();
  const notify = useNotify();
  const vacancy = usePublicVacancy(id ?? 0);
  const resume = useMyResumeForApplying();
  const apply = useApply();
  const here = `${pathname}${search}`;

  if (!id)
    return (
      <Result
        status="404"
        title={<ResultHeading>{CAREERS_MSG.notFound}</ResultHeading>}
        extra={<a href="/careers/list">Ver vagas abertas</a>}
      />
    );
  if (vacancy.isError)
    return (
      <Result
        status="warning"
        title={<ResultHeading>{CAREERS_MSG.closed}</ResultHeading>}
        extra={<a href="/careers/list">Ver vagas abertas</a>}
      />
    );
  if (!vacancy.data || !resume.data) return <Skeleton active />;
  const v = vacancy.data;
  const r = resume.data;
  const empty = r.formacao.length === 0 && r.experiencia.length === 0;

  return (
    <SectionLayout title="Candidatura" back={() => window.location.assign(`/careers/role/${v.id}`)}>
      <Descriptions title={v.titulo_vaga} column={1} size="small">
        <Descriptions.Item label="Empresa">{v.empresa ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Local">{`${v.cidade ?? 'Remoto'} · ${WORK_MODE_LABELS[v.modalidade]}`}</Descriptions.Item>
        {v.data_fim && <Descriptions.Item label="Inscrições até">{formatDate(v.data_fim)}</Descriptions.Item>}
      </Descriptions>
      {empty ? (
        <Alert
          type="warning"
          showIcon
          message={CAREERS_MSG.resumeMissing}
          action={
            <Link to={`/resume/list?next=${encodeURIComponent(here)}`}>
              <Button type="primary">Preencher currículo</Button>
            </Link>
          }
        />
      ) : (
        <>
          <ResumeEntries resume={r} />
          <Space wrap style={{ marginTop: 16 }}>
            <Link to={`/resume/list?next=${encodeURIComponent(here)}`}>
              <Button>Editar currículo</Button>
            </Link>
            <Button
              type="primary"
              loading={apply.isPending}
              onClick={() =>
                apply.mutate(
                  { body: { id_vaga: v.id, chn: idOf(params.get('chn')), cmp: idOf(params.get('cmp')) } },
                  {
                    onSuccess: () => {
                      notify.success(CAREERS_MSG.applied);
                      navigate('/applicants/info', { replace: true });
                    },
                    onError: (e) => notify.fail(e),
                  },
                )
              }
            >
              Confirmar candidatura
            </Button>
          </Space>
        </>
      )}
    </SectionLayout>
  );
}
