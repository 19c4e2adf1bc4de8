import type { NewsCategory } from '@intranet/shared/news/news.schemas';
import { MaterialIcon } from '../../../components/material-icon/material-icon';
import { readableOn } from '../../../components/colors/readable-on';

/** A news category: its icon and title on its colour. */
export function CategoryChip({ category }: { category: NewsCategory }) {
  return (
    <span className="news-category" style={{ background: category.color, color: readableOn(category.color) }}>
      {category.icone && <MaterialIcon name={category.icone} />}
      <span>{category.titulo}</span>
    </span>
  );
}
