import { useState } from 'react';
import { Input } from 'antd';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useErrorToast } from '../../../lib/notify';
import { useTalentBank } from '../api/list-talent-bank';
import { TalentsTable } from './talents-table';

/** /ResumeDatabase/list: the talent bank, every résumé, most recently updated first. */
export function TalentBankPage() {
  const [page, setPage] = useState(1);
  const [words, setWords] = useState('');
  const query = useTalentBank({ q: words || undefined, limit: 20, offset: (page - 1) * 20 });
  useErrorToast(query.isError, 'Erro ao carregar o banco de talentos');
  return (
    <SectionLayout title="Banco de talentos" back="/human-resources/home">
      <Input.Search
        enterButton="Buscar"
        allowClear
        placeholder="Filtrar por palavras"
        onSearch={(v) => {
          setPage(1);
          setWords(v.trim());
        }}
        aria-label="Filtrar por palavras"
        style={{ maxWidth: 480, marginBottom: 16 }}
      />
      <TalentsTable
        data={query.data?.dados}
        total={query.data?.total ?? 0}
        page={page}
        loading={query.isFetching}
        onPage={setPage}
      />
    </SectionLayout>
  );
}
