import { Card, Typography } from 'antd';
import { AlertOutlined, BarChartOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { isBuiltRoute, routeOpensFor } from '../../../lib/built-routes';
import { useSession } from '../../../lib/session';
import './home-pages.css';

const DASHBOARDS = [
  {
    title: 'Painel de vagas',
    icon: <BarChartOutlined aria-hidden />,
    route: '/dashboards/careers',
    text: 'Vagas abertas, candidatos por etapa e por origem, tempo até a contratação.',
  },
  {
    title: 'Painel de incidentes',
    icon: <AlertOutlined aria-hidden />,
    route: '/incidents/dashboards',
    text: 'Incidentes por categoria, departamento e mês, e o tempo até a solução.',
  },
];

/**
 * `/dashboards`, the parent of the dashboards, open without login: each dashboard with what it shows.
 * A visitor is asked to sign in when opening one; a signed-in person sees "Sem acesso" on those their
 * roles do not open.
 */
export function DashboardsPage() {
  const { user } = useSession();
  const roles = user?.roles ?? [];
  return (
    <main className="home-page">
      <Typography.Title level={1}>Painéis</Typography.Title>
      <div className="home-page__grid">
        {DASHBOARDS.filter((d) => isBuiltRoute(d.route)).map((d) => {
          const opens = !user || routeOpensFor(roles, d.route);
          return (
            <Card
              key={d.route}
              size="small"
              title={
                <span>
                  {d.icon} {d.title}
                </span>
              }
            >
              <Typography.Paragraph>{d.text}</Typography.Paragraph>
              {opens ? (
                <Link to={d.route}>{user ? 'Abrir painel' : 'Entrar para ver'}</Link>
              ) : (
                <Typography.Text type="secondary">Sem acesso com o seu perfil.</Typography.Text>
              )}
            </Card>
          );
        })}
      </div>
    </main>
  );
}
