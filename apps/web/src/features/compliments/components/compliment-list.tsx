import { useState } from 'react';
import { Button, Empty, Pagination, Skeleton, Space } from 'antd';
import { EditOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { COMPLIMENTS_API } from '@intranet/shared/compliments/compliments.contract';
import { COMPLIMENTS_MSG as MSG } from '@intranet/shared/compliments/compliments.messages';
import type { Compliment } from '@intranet/shared/compliments/compliments.schemas';
import { COMPLIMENT_LIMITS } from '@intranet/shared/compliments/compliments.rules';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useCan } from '../../../lib/permissions';
import { useNotify } from '../../../lib/notify';
import { useCompliments } from '../api/list-compliments';
import { useSetComplimentVisibility } from '../api/set-compliment-visibility';
import { complimentEditPath } from '../compliments-paths';
import { ComplimentCard } from './compliment-card';
import { type ComplimentFilterValues, ComplimentFilters } from './compliment-filters';

const PAGE_SIZE = 20;

/**
 * Compliments as cards, newest first, paged by the server, with the wall's filters; the author edits
 * theirs while they may, and HR hides one with a reason (after a confirmation) or shows it again.
 */
export function ComplimentList({ fixed = {}, people = true }: { fixed?: ComplimentFilterValues; people?: boolean }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const moderator = useCan(COMPLIMENTS_API.visibility.access);
  const [filters, setFilters] = useState<ComplimentFilterValues>({});
  const [page, setPage] = useState(1);
  const [moderating, setModerating] = useState<Compliment | null>(null);
  const list = useCompliments({ ...filters, ...fixed, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const visibility = useSetComplimentVisibility();
  const filtered = Object.values(filters).some((v) => v !== undefined);

  const change = (changes: ComplimentFilterValues) => {
    setFilters((f) => ({ ...f, ...changes }));
    setPage(1);
  };
  const moderate = (motivo: string) => {
    if (!moderating) return;
    const oculto = !moderating.oculto;
    visibility.mutate(
      { id: moderating.id, oculto, motivo: oculto ? motivo.trim() : undefined },
      {
        onSuccess: () => {
          notify.success(oculto ? MSG.hidden : MSG.shown);
          setModerating(null);
        },
        onError: (error) => notify.fail(error, MSG.hideFailed),
      },
    );
  };

  const actions = (item: Compliment) => (
    <Space size={4} wrap>
      {item.editavel && (
        <Button size="small" type="link" icon={<EditOutlined />} onClick={() => navigate(complimentEditPath(item.id))}>
          Editar
        </Button>
      )}
      {moderator && (
        <Button
          size="small"
          type="link"
          danger={!item.oculto}
          icon={item.oculto ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          onClick={() => setModerating(item)}
        >
          {item.oculto ? 'Mostrar' : 'Ocultar'}
        </Button>
      )}
    </Space>
  );

  const items = list.data?.itens ?? [];
  return (
    <>
      <ComplimentFilters value={filters} onChange={change} people={people} moderator={moderator} />
      {list.isLoading ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={list.isError ? MSG.listFailed : filtered ? MSG.emptyFiltered : MSG.empty}
        />
      ) : (
        <div className="compliment-wall" aria-busy={list.isFetching}>
          {items.map((item) => (
            <ComplimentCard key={item.id} item={item} actions={actions(item)} />
          ))}
        </div>
      )}
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          align="center"
          current={page}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
      <ConfirmDialog
        open={!!moderating}
        title={moderating?.oculto ? MSG.showTitle : MSG.hideTitle}
        text={moderating?.oculto ? MSG.showConfirm : MSG.hideConfirm}
        textarea={
          moderating && !moderating.oculto
            ? { required: true, placeholder: `Motivo (até ${COMPLIMENT_LIMITS.motivo} caracteres)` }
            : undefined
        }
        confirmLabel={moderating?.oculto ? 'MOSTRAR' : 'OCULTAR'}
        cancelLabel="CANCELAR"
        danger={!moderating?.oculto}
        loading={visibility.isPending}
        onConfirm={moderate}
        onCancel={() => setModerating(null)}
      />
    </>
  );
}
