import { Alert, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { idParam } from '@intranet/shared/validation/fields';
import { DataTable } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../../lib/permissions';
import { useProviderCities } from '../api/read-provider-cities';
import { PROVIDERS_PATH } from '../provider-paths';

type CityRow = { id: number; nome: string; uf: string };

/** `/providers/list/cities/:id`: the cities a provider serves, by state; its editors go to the edit form. */
export function ProviderCitiesPage() {
  const parsed = idParam.safeParse(useParams().id);
  const id = parsed.success ? parsed.data : 0;
  const read = useProviderCities(id);
  const canEdit = useCan('provider.edit');
  if (!parsed.success) return <StatusPage kind="notFound" />;
  const provider = read.data?.provider;
  return (
    <SectionLayout
      title={provider ? `Cidades de ${provider.nome}` : 'Cidades do provedor'}
      back={`${PROVIDERS_PATH}/list`}
      link={canEdit ? { label: 'EDITAR PROVEDOR', to: `${PROVIDERS_PATH}/edit/${id}` } : undefined}
    >
      {read.isError && <Alert type="error" showIcon title={errorText(read.error)} />}
      {read.isSuccess && (
        <Typography.Paragraph>
          {read.data.cities.length === 1 ? '1 cidade atendida' : `${read.data.cities.length} cidades atendidas`}
        </Typography.Paragraph>
      )}
      <DataTable<CityRow>
        rowKey="id"
        columns={[
          { key: 'nome', title: 'Cidade' },
          { key: 'uf', title: 'Estado' },
        ]}
        data={read.data?.cities}
        loading={read.isPending}
        exportable
      />
    </SectionLayout>
  );
}
