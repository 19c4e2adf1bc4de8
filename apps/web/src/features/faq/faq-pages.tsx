import { crudPagesOf } from '../../components/crud/crud-pages';
import { CrudEditPage } from '../../components/crud/crud-edit-page';
import { CrudRegisterPage } from '../../components/crud/crud-register-page';
import { FAQ_CATEGORIES, FAQ_QUESTIONS } from './faq-screens';

/** `/faq-categories`: the CRUD kit's list, register and edit screens. */
export const FAQ_CATEGORY_PAGES = crudPagesOf(FAQ_CATEGORIES);

/** `/faq/register`. */
export function FaqRegisterPage() {
  return <CrudRegisterPage config={FAQ_QUESTIONS} />;
}

/** `/faq/edit/:id`, with the question's edit history. */
export function FaqEditPage() {
  return <CrudEditPage config={FAQ_QUESTIONS} />;
}
