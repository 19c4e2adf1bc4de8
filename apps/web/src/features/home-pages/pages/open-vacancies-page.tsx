import { Alert, Button, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { WORK_MODE_LABELS } from '@intranet/shared/careers/careers.messages';
import { vacancySlug } from '@intranet/shared/careers/careers.rules';
import { formatDate } from '@intranet/shared/format/dates';
import { errorText } from '../../../lib/error-text';
import { useOpenVacancies } from '../api/list-open-vacancies';
import './home-pages.css';

/**
 * `/home/vacancy`, open without login: the vacancies open today, each leading to its page on the
 * careers site (a page of its own, so a plain link), and the whole site with its search.
 */
export function OpenVacanciesPage() {
  const vacancies = useOpenVacancies();
  const rows = vacancies.data?.vagas ?? [];
  return (
    <main className="home-page">
      <Typography.Title level={1}>Vagas abertas</Typography.Title>
      <Typography.Paragraph>
        Trabalhe em um dos provedores do grupo. Escolha uma vaga para ver a descrição e se candidatar.{' '}
        <a href="/careers/list">Buscar por cidade ou empresa</a>
      </Typography.Paragraph>
      {vacancies.isError && (
        <Alert type="error" showIcon title={errorText(vacancies.error, 'Erro ao carregar lista de vagas')} />
      )}
      {vacancies.isPending && <Skeleton active />}
      {vacancies.isSuccess && rows.length === 0 && <Empty description="Nenhuma vaga aberta no momento." />}
      <ul className="home-page__grid" aria-label="Vagas" style={{ listStyle: 'none', padding: 0 }}>
        {rows.map((v) => (
          <li key={v.id}>
            <Card title={v.titulo_vaga} size="small">
              <Space direction="vertical" size={4}>
                {v.empresa && <Typography.Text strong>{v.empresa}</Typography.Text>}
                <Typography.Text>
                  <EnvironmentOutlined aria-hidden /> {v.cidade ?? 'Cidade não informada'}
                </Typography.Text>
                <Space wrap>
                  <Tag>{WORK_MODE_LABELS[v.modalidade]}</Tag>
                  <Tag>{v.vagas === 1 ? '1 vaga' : `${v.vagas} vagas`}</Tag>
                </Space>
                {v.data_fim && (
                  <Typography.Text type="secondary">Inscrições até {formatDate(v.data_fim)}</Typography.Text>
                )}
                <Button type="primary" href={`/careers/role/${v.id}/${vacancySlug(v.titulo_vaga)}`}>
                  Ver vaga
                </Button>
              </Space>
            </Card>
          </li>
        ))}
      </ul>
    </main>
  );
}
