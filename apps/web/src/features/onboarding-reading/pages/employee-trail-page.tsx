import { orderByPriority } from '@intranet/shared/ordering/ordered-list';
import { Alert, Grid, Segmented, Skeleton, Typography } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MSG } from '@intranet/shared/validation/messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useSession } from '../../../lib/session';
import { errorText } from '../../../lib/error-text';
import { useMyOnboardings } from '../api/list-my-onboardings';
import { useTrailContents } from '../api/list-trail-contents';
import { contentUrl, idParam, trailUrl } from '../reading-paths';
import '../reading.css';

/** The contents of one trail of the employee's onboarding; finished ones carry a check mark. */
export function EmployeeTrailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const idOnboarding = idParam(params, 'idOnboarding');
  const idTrail = idParam(params, 'idTrail');
  const { user } = useSession();
  const idFuncionario = user?.usuarioId ?? 0;
  const valid = idOnboarding > 0 && idTrail > 0 && idFuncionario > 0;
  const contents = useTrailContents(
    { id_funcionario: idFuncionario, id_onboarding: idOnboarding, id_trilha: idTrail },
    valid,
  );
  const mine = useMyOnboardings(valid);
  const onboarding = mine.data?.find((o) => o.id_onboarding === idOnboarding);
  const trails = orderByPriority(onboarding?.trilhas ?? []);
  const trail = trails.find((t) => t.id_trilha === idTrail);
  const wide = Grid.useBreakpoint().md ?? true;

  return (
    <SectionLayout title={onboarding?.titulo ?? 'Onboarding'} back="/">
      {!valid && <Alert type="warning" showIcon title={MSG.notFound} />}
      {trails.length > 1 && (
        <Segmented
          block
          vertical={!wide}
          style={{ marginBottom: 16 }}
          value={idTrail}
          onChange={(value) => navigate(trailUrl(idOnboarding, Number(value)))}
          options={trails.map((t) => ({ value: t.id_trilha, label: `${t.prioridade}. ${t.nome}` }))}
        />
      )}
      {trail && (
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {trail.nome} · {trail.conteudos_lidos}/{trail.conteudos_total}
        </Typography.Title>
      )}
      {contents.isLoading && <Skeleton active />}
      {contents.isError && <Alert type="error" showIcon title={errorText(contents.error)} />}
      {contents.data && contents.data.length === 0 && (
        <Typography.Text type="secondary">Nenhum dado encontrado</Typography.Text>
      )}
      <ol className="reading-trail__list">
        {contents.data?.map((c) => (
          <li key={c.id_conteudo}>
            <button
              type="button"
              className="reading-trail__item"
              data-finished={c.finalizado}
              onClick={() => navigate(contentUrl(idOnboarding, idTrail, c.id_conteudo))}
            >
              <span className="reading-trail__mark">
                {c.finalizado ? (
                  <CheckCircleFilled style={{ color: '#389e0d' }} aria-label="Concluído" role="img" />
                ) : (
                  <ClockCircleOutlined style={{ color: '#bfbfbf' }} aria-label="Pendente" role="img" />
                )}
              </span>
              <span className="reading-trail__text">
                <span className="reading-trail__title">{c.titulo_conteudo}</span>
                {c.resumo && <span className="reading-trail__summary">{c.resumo}</span>}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </SectionLayout>
  );
}
