import { useState } from 'react';
import { Input, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useErrorToast } from '../../../lib/notify';
import { useResumeSearch } from '../api/search-resumes';
import { TalentsTable } from './talents-table';

/**
 * /careers/keywords/:vacancyName?/:id?/:search?: résumés by words in Portuguese, accents ignored;
 * from a vacancy, only its applicants.
 */
export function KeywordsPage() {
  const { vacancyName, id, search } = useParams();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const words = search ?? '';
  const vacancyId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const query = useResumeSearch({ q: words, id_vaga: vacancyId, limit: 20, offset: (page - 1) * 20 });
  useErrorToast(query.isError && words !== '', 'Erro ao buscar currículos');
  const go = (value: string) => {
    setPage(1);
    const base = vacancyId
      ? `/careers/keywords/${encodeURIComponent(vacancyName ?? 'vaga')}/${vacancyId}`
      : '/careers/keywords/todas/0';
    navigate(`${base}/${encodeURIComponent(value.trim())}`);
  };
  return (
    <SectionLayout title="Busca por palavras-chave" back={true}>
      {vacancyName && vacancyId ? <Typography.Paragraph>Candidatos da vaga {vacancyName}</Typography.Paragraph> : null}
      <Input.Search
        defaultValue={words}
        enterButton="Buscar"
        placeholder="Ex.: técnico fibra"
        onSearch={go}
        aria-label="Palavras-chave"
        style={{ maxWidth: 480, marginBottom: 16 }}
      />
      {words && (
        <TalentsTable
          data={query.data?.dados}
          total={query.data?.total ?? 0}
          page={page}
          loading={query.isFetching}
          onPage={setPage}
        />
      )}
    </SectionLayout>
  );
}
