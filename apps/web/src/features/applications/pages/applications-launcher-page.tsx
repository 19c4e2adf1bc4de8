import { Alert, Button, Card, Empty, Skeleton, Typography } from 'antd';
import type { MyApplications } from '@intranet/shared/applications/applications.schemas';
import { MaterialIcon } from '../../../components/material-icon/material-icon';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../../lib/permissions';
import { useMyApplications } from '../api/list-my-applications';
import { APPLICATIONS_MANAGE_PATH } from '../application-paths';
import './applications-launcher-page.css';

type App = MyApplications['aplicacoes'][number];

/** The systems grouped: the general ones ("Para todos") first, then by department, as the call orders them. */
function groups(apps: App[]): [string, App[]][] {
  const out = new Map<string, App[]>();
  for (const app of apps) {
    const title = app.departamento ?? 'Para todos';
    out.set(title, [...(out.get(title) ?? []), app]);
  }
  return [...out];
}

/**
 * `/applications/list`: the company's systems and links (ERP, webmail, helpdesk …) by department, each
 * opening in a new tab; an employee sees their department's and the general ones, HR all of them and
 * the link to register them.
 */
export function ApplicationsLauncherPage() {
  const query = useMyApplications();
  const manages = useCan('application.list');
  return (
    <SectionLayout
      title="Aplicações"
      back="/"
      add={manages ? { label: 'GERENCIAR APLICAÇÕES', to: APPLICATIONS_MANAGE_PATH } : undefined}
    >
      {query.isPending ? (
        <Skeleton active />
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(query.error, 'Não foi possível carregar as aplicações.')}
          action={<Button onClick={() => void query.refetch()}>Tentar de novo</Button>}
        />
      ) : query.data.aplicacoes.length === 0 ? (
        <Empty description="Nenhuma aplicação cadastrada para o seu departamento." />
      ) : (
        groups(query.data.aplicacoes).map(([title, apps]) => (
          <section key={title} className="applications__group">
            <Typography.Title level={2} className="applications__title">
              {title}
            </Typography.Title>
            <div className="applications__grid">
              {apps.map((app) => (
                <a key={app.id} href={app.url} target="_blank" rel="noopener noreferrer" className="applications__link">
                  <Card size="small" hoverable>
                    <span className="applications__icon">
                      <MaterialIcon name={app.icone} />
                    </span>
                    <span className="applications__name">{app.nome}</span>
                    {app.descricao && <span className="applications__text">{app.descricao}</span>}
                  </Card>
                </a>
              ))}
            </div>
          </section>
        ))
      )}
    </SectionLayout>
  );
}
