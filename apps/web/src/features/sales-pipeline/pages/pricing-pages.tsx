import { CrudEditPage } from '../../../components/crud/crud-edit-page';
import { CrudListPage } from '../../../components/crud/crud-list-page';
import { CrudRegisterPage } from '../../../components/crud/crud-register-page';
import { PLANS } from '../pricing-screens';

export const PlanListPage = () => <CrudListPage config={PLANS} />;
export const PlanRegisterPage = () => <CrudRegisterPage config={PLANS} />;
export const PlanEditPage = () => <CrudEditPage config={PLANS} />;
