import { CrudEditPage } from '../../components/crud/crud-edit-page';
import { CrudListPage } from '../../components/crud/crud-list-page';
import { CrudRegisterPage } from '../../components/crud/crud-register-page';
import { APPLICATIONS } from './application-screens';

/** The managers' table, register and edit of the company's systems (the CRUD kit). */
export const ApplicationsManagePage = () => <CrudListPage config={APPLICATIONS} />;
export const ApplicationRegisterPage = () => <CrudRegisterPage config={APPLICATIONS} />;
export const ApplicationEditPage = () => <CrudEditPage config={APPLICATIONS} />;
