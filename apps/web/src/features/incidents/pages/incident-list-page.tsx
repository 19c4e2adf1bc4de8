import { useState } from 'react';
import { CheckCircleOutlined, UndoOutlined } from '@ant-design/icons';
import { formatDateTime } from '@intranet/shared/format/dates';
import type { Incident } from '@intranet/shared/incidents/incidents.schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { CrudListPage } from '../../../components/crud/crud-list-page';
import { useNotify } from '../../../lib/notify';
import { useResolveIncident } from '../api/resolve-incident';
import { INCIDENTS } from '../incident-screens';

/**
 * `/incidents/list`: the incidents, each marked resolved (or open again) by those who may, after a
 * confirmation; the change goes to the incident's history (Editar shows it).
 */
export function IncidentListPage() {
  const notify = useNotify();
  const resolve = useResolveIncident();
  const [asked, setAsked] = useState<Incident | null>(null);
  const resolving = !asked?.resolvido_em;

  const confirm = async () => {
    if (!asked) return;
    try {
      await resolve.mutateAsync({ id: asked.id, resolvido: resolving });
      notify.success(resolving ? 'Incidente marcado como resolvido.' : 'Incidente reaberto.');
      setAsked(null);
    } catch (error) {
      notify.fail(error, 'Não foi possível alterar a situação do incidente.');
    }
  };

  return (
    <>
      <CrudListPage
        config={INCIDENTS}
        leadingActions={[
          {
            key: 'resolve',
            can: 'incident.resolve',
            label: 'Marcar como resolvido',
            icon: <CheckCircleOutlined />,
            iconOnly: true,
            hidden: (row: Incident) => !!row.resolvido_em,
            onClick: setAsked,
          },
          {
            key: 'reopen',
            can: 'incident.resolve',
            label: 'Reabrir',
            icon: <UndoOutlined />,
            iconOnly: true,
            hidden: (row: Incident) => !row.resolvido_em,
            onClick: setAsked,
          },
        ]}
      />
      <ConfirmDialog
        open={!!asked}
        title={resolving ? 'Marcar como resolvido?' : 'Reabrir o incidente?'}
        text={
          asked
            ? resolving
              ? `O incidente <strong>${escape(asked.titulo)}</strong> passa a contar como resolvido agora.`
              : `O incidente <strong>${escape(asked.titulo)}</strong>, resolvido em ${formatDateTime(asked.resolvido_em)}, volta a ficar em aberto.`
            : undefined
        }
        confirmLabel={resolving ? 'Marcar como resolvido' : 'Reabrir'}
        cancelLabel="Cancelar"
        loading={resolve.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
