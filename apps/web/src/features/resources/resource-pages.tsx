import { CalendarOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { Resource } from '@intranet/shared/resources/resources.schemas';
import { CrudEditPage } from '../../components/crud/crud-edit-page';
import { CrudListPage } from '../../components/crud/crud-list-page';
import { CrudRegisterPage } from '../../components/crud/crud-register-page';
import type { CrudPages } from '../../components/crud/crud-routes';
import { RESOURCES_CALENDAR_PATH } from './resource-paths';
import { RESOURCES } from './resource-screens';

/** `/resources/list`: the resources, each with its Agenda (the booking calendar); managers register and edit. */
function ResourceListPage() {
  const navigate = useNavigate();
  return (
    <CrudListPage
      config={RESOURCES}
      leadingActions={[
        {
          key: 'calendar',
          can: 'resource.list',
          label: 'Agenda',
          icon: <CalendarOutlined />,
          onClick: (row: Resource) => navigate(`${RESOURCES_CALENDAR_PATH}?recurso=${row.id}`),
        },
      ]}
    />
  );
}

export const RESOURCE_PAGES: CrudPages = {
  list: ResourceListPage,
  register: () => <CrudRegisterPage config={RESOURCES} />,
  edit: () => <CrudEditPage config={RESOURCES} />,
};
