import { CrudEditPage } from '../../../components/crud/crud-edit-page';
import { CrudListPage } from '../../../components/crud/crud-list-page';
import { CrudRegisterPage } from '../../../components/crud/crud-register-page';
import { CHANNELS } from '../sales-screens';

/** /marketing/channels/list. */
export function ChannelListPage() {
  return <CrudListPage config={CHANNELS} />;
}

export function ChannelRegisterPage() {
  return <CrudRegisterPage config={CHANNELS} />;
}

export function ChannelEditPage() {
  return <CrudEditPage config={CHANNELS} />;
}
