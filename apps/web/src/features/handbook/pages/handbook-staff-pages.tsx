import { EyeOutlined } from '@ant-design/icons';
import type { HandbookCategory, HandbookChapter } from '@intranet/shared/handbook/handbook.schemas';
import { useNavigate } from 'react-router-dom';
import { useRecordList } from '../../../components/crud/crud-api';
import { CrudEditPage } from '../../../components/crud/crud-edit-page';
import { CrudListPage } from '../../../components/crud/crud-list-page';
import { CrudRegisterPage } from '../../../components/crud/crud-register-page';
import type { CrudPages } from '../../../components/crud/crud-routes';
import { useNotify } from '../../../lib/notify';
import { errorText } from '../../../lib/error-text';
import { useOrderCategories, useOrderChapters } from '../api/order-chapters';
import { moveActions } from '../components/move-actions';
import { chapterViewUrl } from '../handbook-paths';
import { HANDBOOK_CATEGORIES, HANDBOOK_CHAPTERS } from '../handbook-screens';

const MOVED = 'Ordem atualizada.';

/** `/employee-handbook/list`: chapters by part and place, moved up and down inside their part. */
function ChapterListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const list = useRecordList(HANDBOOK_CHAPTERS);
  const order = useOrderChapters();
  const siblings = (row: HandbookChapter) =>
    (list.data ?? []).filter((c) => c.id_categoria === row.id_categoria).map((c) => c.id);
  const actions = [
    {
      key: 'view',
      label: 'Ler',
      icon: <EyeOutlined />,
      iconOnly: true,
      hidden: (row: HandbookChapter) => !row.ativo,
      onClick: (row: HandbookChapter) => navigate(chapterViewUrl(row.id)),
    },
    ...moveActions<HandbookChapter>(
      siblings,
      (row, ids) =>
        order.mutate(
          { id_categoria: row.id_categoria, ids },
          { onSuccess: () => notify.success(MOVED), onError: (e) => notify.error(errorText(e)) },
        ),
      'handbook.edit',
    ),
  ];
  return <CrudListPage config={HANDBOOK_CHAPTERS} leadingActions={actions} />;
}

/** `/employee-handbook/categories/list`: the parts in order, moved up and down. */
function CategoryListPage() {
  const notify = useNotify();
  const list = useRecordList(HANDBOOK_CATEGORIES);
  const order = useOrderCategories();
  const actions = moveActions<HandbookCategory>(
    () => (list.data ?? []).map((c) => c.id),
    (_, ids) =>
      order.mutate(ids, { onSuccess: () => notify.success(MOVED), onError: (e) => notify.error(errorText(e)) }),
    'handbook-category.edit',
  );
  return <CrudListPage config={HANDBOOK_CATEGORIES} leadingActions={actions} />;
}

export const CHAPTER_PAGES: CrudPages = {
  list: ChapterListPage,
  register: () => <CrudRegisterPage config={HANDBOOK_CHAPTERS} />,
  edit: () => <CrudEditPage config={HANDBOOK_CHAPTERS} />,
};

export const CATEGORY_PAGES: CrudPages = {
  list: CategoryListPage,
  register: () => <CrudRegisterPage config={HANDBOOK_CATEGORIES} />,
  edit: () => <CrudEditPage config={HANDBOOK_CATEGORIES} />,
};
