import { EnvironmentOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { Provider } from '@intranet/shared/providers/providers.schemas';
import { CrudListPage } from '../../components/crud/crud-list-page';
import { crudPagesOf } from '../../components/crud/crud-pages';
import type { CrudPages } from '../../components/crud/crud-routes';
import { PROVIDERS_PATH } from './provider-paths';
import { PROVIDERS } from './provider-screens';

/** `/providers/list`, each provider with its Cidades (`/providers/list/cities/:id`). */
function ProviderListPage() {
  const navigate = useNavigate();
  return (
    <CrudListPage
      config={PROVIDERS}
      leadingActions={[
        {
          key: 'cities',
          can: 'provider.list',
          label: 'Cidades',
          icon: <EnvironmentOutlined />,
          onClick: (row: Provider) => navigate(`${PROVIDERS_PATH}/list/cities/${row.id}`),
        },
      ]}
    />
  );
}

export const PROVIDER_PAGES: CrudPages = { ...crudPagesOf(PROVIDERS), list: ProviderListPage };
