import { CrudEditPage } from '../../../components/crud/crud-edit-page';
import { CrudListPage } from '../../../components/crud/crud-list-page';
import { CrudRegisterPage } from '../../../components/crud/crud-register-page';
import { BLACKLIST, BLOCKLIST } from '../pricing-screens';

export const BlocklistListPage = () => <CrudListPage config={BLOCKLIST} />;
export const BlocklistRegisterPage = () => <CrudRegisterPage config={BLOCKLIST} />;
export const BlocklistEditPage = () => <CrudEditPage config={BLOCKLIST} />;

export const BlacklistListPage = () => <CrudListPage config={BLACKLIST} />;
export const BlacklistRegisterPage = () => <CrudRegisterPage config={BLACKLIST} />;
export const BlacklistEditPage = () => <CrudEditPage config={BLACKLIST} />;
