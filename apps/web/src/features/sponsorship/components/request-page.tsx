import type { ReactNode } from 'react';
import { Alert, Empty, Spin } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import type { SponsorshipDetail } from '@intranet/shared/sponsorship/sponsorship.schemas';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useRequest } from '../api/get-request';
import '../sponsorship.css';

/** The request a step's page is about: `:id` of the path or `?id=` of a register page. */
export function useRequestId(): number | undefined {
  const { id } = useParams();
  const [search] = useSearchParams();
  const value = Number(id ?? search.get('id'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A page about one request: its loading, its absence and its failure, then the content. */
export function RequestPage({
  title,
  back,
  children,
  extra,
}: {
  title: string;
  back: string;
  children: (request: SponsorshipDetail) => ReactNode;
  extra?: ReactNode;
}) {
  const id = useRequestId();
  const request = useRequest(id);
  return (
    <SectionLayout title={title} back={back} extra={extra}>
      {!id ? (
        <Empty description="Escolha uma solicitação na lista." />
      ) : request.isPending ? (
        <Spin tip="Carregando…">
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : request.isError ? (
        <Alert type="error" showIcon message="Solicitação de patrocínio não encontrada." />
      ) : (
        <div className="sponsorship-stack">{children(request.data)}</div>
      )}
    </SectionLayout>
  );
}
