import { useState } from 'react';
import { Alert } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OUTBOX_API as API } from '@intranet/shared/outbox/outbox.contract';
import type { OutboxMessage } from '@intranet/shared/outbox/outbox.schemas';
import { formatDateTime } from '@intranet/shared/format/dates';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { call } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

/** The most a page of the outbox asks for (the contract's ceiling). */
const MAX_PAGE = 200;

const CHANNELS: Record<OutboxMessage['canal'], string> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' };
const STATUSES: Record<OutboxMessage['status'], { text: string; color: string }> = {
  armazenada: { text: 'Armazenada', color: 'blue' },
  enviada: { text: 'Enviada', color: 'green' },
  falhou: { text: 'Falhou', color: 'red' },
};

const columns: DataTableColumn<OutboxMessage>[] = [
  { key: 'created_at', title: 'Criada em', text: (m) => formatDateTime(m.created_at) },
  { key: 'canal', title: 'Canal', text: (m) => CHANNELS[m.canal] },
  { key: 'destinatario', title: 'Destinatário' },
  { key: 'assunto', title: 'Assunto', text: (m) => m.assunto ?? '' },
  { key: 'corpo', title: 'Mensagem' },
  { key: 'status', title: 'Status', badge: (m) => STATUSES[m.status] },
  { key: 'erro', title: 'Erro', text: (m) => m.erro ?? '' },
  { key: 'enviado_em', title: 'Enviada em', text: (m) => (m.enviado_em ? formatDateTime(m.enviado_em) : '') },
];

/** /admin/outbox: the stored messages, newest first, paged on the server. */
export function OutboxPage() {
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const limit = Math.min(paging.pageSize || MAX_PAGE, MAX_PAGE);
  const offset = (paging.page - 1) * limit;
  const list = useQuery({
    queryKey: ['outbox', limit, offset],
    queryFn: ({ signal }) => call(API.list, { query: { limit, offset } }, { signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <SectionLayout title="Mensagens enviadas">
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={errorText(list.error, 'Ocorreu algum erro ao carregar as mensagens!')}
          style={{ marginBottom: 12 }}
        />
      )}
      <DataTable<OutboxMessage>
        rowKey="id"
        columns={columns}
        data={list.data?.outbox_mensagem}
        loading={list.isFetching}
        emptyText={list.isPending ? ' ' : 'Nenhuma mensagem encontrada'}
        server={{
          total: list.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
    </SectionLayout>
  );
}
