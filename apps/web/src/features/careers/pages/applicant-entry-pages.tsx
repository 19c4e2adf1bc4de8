import { Alert, Button, Card, Descriptions, Skeleton, Space, Steps, Typography } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { rolesCan } from '@intranet/shared/access/permissions';
import { CAREERS_MSG, WORK_MODE_LABELS } from '@intranet/shared/careers/careers.messages';
import { formatDate } from '@intranet/shared/format/dates';
import { useSession } from '../../../lib/session';
import { usePublicVacancy } from '../api/get-public-vacancy';
import { ApplyPage } from './apply-page';
import { MyApplicationsPage } from './my-applications-page';
import { TalentBankPage } from './talent-bank-page';

/** The sign-in and the registration, both coming back to `here` (the login page's `?next=`). */
const SIGN_IN = '/home/login/enter';
const REGISTER = '/home/login/register';
const back = (base: string, here: string) => `${base}?next=${encodeURIComponent(here)}`;

function useHere() {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

function SignInButtons({ here }: { here: string }) {
  return (
    <Space wrap>
      <Link to={back(SIGN_IN, here)}>
        <Button type="primary">Entrar</Button>
      </Link>
      <Link to={back(REGISTER, here)}>
        <Button>Cadastre-se</Button>
      </Link>
    </Space>
  );
}

const STEPS = [
  { title: 'Cadastre-se', content: 'Crie a sua conta com o seu e-mail e confirme o código que enviamos.' },
  { title: 'Currículo', content: 'Preencha os seus dados, formação, experiências e certificados uma única vez.' },
  { title: 'Candidate-se', content: 'Escolha uma vaga aberta e envie a candidatura com o seu currículo.' },
  { title: 'Acompanhe', content: 'Veja aqui em que etapa está cada candidatura: inscrito, triagem, entrevista…' },
];

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px 48px' }}>
      <Typography.Title level={1}>{title}</Typography.Title>
      {children}
    </main>
  );
}

/** What a visitor sees of a vacancy they want to apply to: the vacancy, and the sign-in or registration. */
function ApplyAsVisitor() {
  const here = useHere();
  const raw = new URLSearchParams(useLocation().search).get('vaga');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const vacancy = usePublicVacancy(id);
  return (
    <Page title="Candidatura">
      {!id ? (
        <Alert type="info" showIcon title="Escolha uma vaga para se candidatar." />
      ) : vacancy.isPending ? (
        <Skeleton active />
      ) : vacancy.isError ? (
        <Alert type="warning" showIcon title={CAREERS_MSG.closed} />
      ) : (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Descriptions title={vacancy.data.titulo_vaga} column={1} size="small">
            <Descriptions.Item label="Empresa">{vacancy.data.empresa ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Local">
              {`${vacancy.data.cidade ?? 'Remoto'} · ${WORK_MODE_LABELS[vacancy.data.modalidade]}`}
            </Descriptions.Item>
            {vacancy.data.data_fim && (
              <Descriptions.Item label="Inscrições até">{formatDate(vacancy.data.data_fim)}</Descriptions.Item>
            )}
          </Descriptions>
        </Card>
      )}
      <Typography.Paragraph>
        Para se candidatar, entre com a sua conta ou cadastre-se: depois de entrar, você volta para esta vaga.
      </Typography.Paragraph>
      <Space direction="vertical" size="large">
        <SignInButtons here={here} />
        <a href="/careers/list">Ver todas as vagas abertas</a>
      </Space>
    </Page>
  );
}

/** How applying works, for a visitor: the steps, and the sign-in to follow one's applications. */
function ApplicationsAsVisitor() {
  const here = useHere();
  return (
    <Page title="Como se candidatar">
      <Steps
        direction="vertical"
        current={-1}
        items={STEPS.map((s) => ({ title: s.title, description: s.content }))}
        style={{ marginBottom: 24 }}
      />
      <Typography.Paragraph>Já se candidatou? Entre para ver as suas candidaturas.</Typography.Paragraph>
      <Space direction="vertical" size="large">
        <SignInButtons here={here} />
        <a href="/careers/list">Ver vagas abertas</a>
      </Space>
    </Page>
  );
}

/** The talent bank's invitation: what it is, and how to join or update one's résumé. Nobody's data. */
function TalentBankInvitation() {
  const { user } = useSession();
  const here = useHere();
  return (
    <Page title="Banco de talentos">
      <Typography.Paragraph>
        O banco de talentos guarda os currículos de quem quer trabalhar na Bitcom, na RazãoInfo ou na Vetorial, mesmo
        sem uma vaga aberta na sua área. Quando surge uma vaga com o seu perfil, a equipe de Recursos Humanos entra em
        contato.
      </Typography.Paragraph>
      <Typography.Paragraph>
        Somente a equipe de recrutamento vê os currículos. Você pode baixar os seus dados ou excluir a sua conta quando
        quiser, em Minhas candidaturas.
      </Typography.Paragraph>
      {user ? (
        <Space wrap>
          <Link to="/resume/list">
            <Button type="primary">Atualizar meu currículo</Button>
          </Link>
          <Link to="/applicants/info">
            <Button>Minhas candidaturas</Button>
          </Link>
        </Space>
      ) : (
        <Space direction="vertical" size="large">
          <SignInButtons here={here} />
          <a href="/careers/list">Ver vagas abertas</a>
        </Space>
      )}
    </Page>
  );
}

/** `/applicants/register` (no login): a signed-in person applies; a visitor sees the vacancy and the sign-in. */
export function ApplyEntryPage() {
  const { user } = useSession();
  return user && rolesCan(user.roles, 'careers.apply') ? <ApplyPage /> : <ApplyAsVisitor />;
}

/** `/applicants/info` (no login): a signed-in person's applications; a visitor, how applying works. */
export function ApplicationsEntryPage() {
  const { user } = useSession();
  return user && rolesCan(user.roles, 'careers.mine') ? <MyApplicationsPage /> : <ApplicationsAsVisitor />;
}

/**
 * `/ResumeDatabase/list` (no login): the recruiting roles see the talent bank; anyone else its invitation,
 * which shows nobody's résumé (docs/route-map.md).
 */
export function TalentBankEntryPage() {
  const { user } = useSession();
  return user && rolesCan(user.roles, 'careers.talentBank') ? <TalentBankPage /> : <TalentBankInvitation />;
}
