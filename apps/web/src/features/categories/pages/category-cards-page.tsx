import { Alert, Card, Empty, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { MaterialIcon } from '../../../components/material-icon/material-icon';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../../lib/permissions';
import { useNewsCategories } from '../api/list-news-categories';
import './category-cards-page.css';

/**
 * `/categories/cards`: the active categories as cards, each with its icon and colour, opening the news
 * of that category; those who keep the categories also get the list to edit them.
 */
export function CategoryCardsPage() {
  const categories = useNewsCategories();
  const keeps = useCan('category.list');
  const rows = categories.data?.categorias ?? [];
  return (
    <SectionLayout
      title="Categorias"
      back="/"
      link={keeps ? { label: 'GERENCIAR CATEGORIAS', to: '/categories/list' } : undefined}
    >
      {categories.isError && <Alert type="error" showIcon title={errorText(categories.error)} />}
      {categories.isPending && <Skeleton active />}
      {categories.isSuccess && rows.length === 0 && <Empty description="Nenhum dado encontrado" />}
      <ul className="category-cards" aria-label="Categorias">
        {rows.map((c) => (
          <li key={c.id}>
            <Link to={`/news/list/${c.id}`} aria-label={`Notícias de ${c.titulo}`}>
              <Card hoverable size="small" style={{ borderTop: `4px solid ${c.color}` }}>
                <span className="category-cards__icon" style={{ color: c.color }}>
                  <MaterialIcon name={c.icone} />
                </span>
                <Typography.Text strong>{c.titulo}</Typography.Text>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </SectionLayout>
  );
}
