import type { ReactNode } from 'react';
import { Badge, Collapse, Spin } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import type { AuditedTable } from '@intranet/shared/history/history.schemas';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { FileImage } from '../file-image/file-image';
import { historyItems, type FieldChange } from './history-entries';
import { useHistory } from './get-history';
import './history-viewer.css';
import { MaterialIcon } from '../material-icon/material-icon';

export type HistoryFieldKind = 'text' | 'richtext' | 'color' | 'icon' | 'image' | 'boolean';

export type HistoryViewerProps = {
  /** Audited table name(s), e.g. 'vendas_campanha'. */
  tabela: AuditedTable | AuditedTable[];
  id: number | string;
  /** The x-role to send; by default the one the read action of the table's area acts with. */
  role?: string;
  /** Field names shown to people (nome → 'Nome'). */
  labels?: Record<string, string>;
  kinds?: Record<string, HistoryFieldKind>;
  /** Fields never shown. */
  ignore?: string[];
};

export const EMPTY_FIELD = 'Campo vazio';

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
}

function guessKind(v: unknown): HistoryFieldKind {
  if (typeof v === 'boolean') return 'boolean';
  if (typeof v === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v)) return 'color';
  if (typeof v === 'string' && /<[a-z][\s\S]*>/i.test(v)) return 'richtext';
  return 'text';
}

/** `names`: the names of a lookup column's ids (the server's `nomes`), shown instead of the ids. */
function Value({
  value,
  kind,
  names,
}: {
  value: unknown;
  kind: HistoryFieldKind;
  names?: Record<string, string>;
}): ReactNode {
  if (isEmpty(value)) return <span className="history-viewer__empty">{EMPTY_FIELD}</span>;
  switch (kind) {
    case 'boolean':
      return <span>{value ? 'Sim' : 'Não'}</span>;
    case 'color':
      return (
        <span className="history-viewer__color">
          <span className="history-viewer__swatch" style={{ background: String(value) }} />
          {String(value)}
        </span>
      );
    case 'icon':
      return (
        <span className="history-viewer__icon">
          <MaterialIcon name={String(value)} />
          <span>{String(value)}</span>
        </span>
      );
    case 'image':
      return <FileImage id={String(value)} width={48} height={48} alt="" />;
    default:
      return (
        <span>{typeof value === 'object' ? JSON.stringify(value) : (names?.[String(value)] ?? String(value))}</span>
      );
  }
}

function Change({
  change,
  label,
  kind,
  names,
}: {
  change: FieldChange;
  label: string;
  kind: HistoryFieldKind;
  names?: Record<string, string>;
}) {
  if (kind === 'richtext') {
    return (
      <li className="history-viewer__change">
        <strong>{label}:</strong>
        <Collapse
          size="small"
          ghost
          items={[
            {
              key: 'text',
              label: 'Abra para ver o texto antigo/novo',
              children: (
                <div className="history-viewer__rich">
                  {isEmpty(change.before) ? (
                    <span className="history-viewer__empty">{EMPTY_FIELD}</span>
                  ) : (
                    <div
                      className="history-viewer__html"
                      dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(change.before)) }}
                    />
                  )}
                  <ArrowRightOutlined />
                  {isEmpty(change.after) ? (
                    <span className="history-viewer__empty">{EMPTY_FIELD}</span>
                  ) : (
                    <div
                      className="history-viewer__html"
                      dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(change.after)) }}
                    />
                  )}
                </div>
              ),
            },
          ]}
        />
      </li>
    );
  }
  return (
    <li className="history-viewer__change">
      <strong>{label}:</strong> <Value value={change.before} kind={kind} names={names} />{' '}
      <ArrowRightOutlined className="history-viewer__arrow" /> <Value value={change.after} kind={kind} names={names} />
    </li>
  );
}

/** 'Ver histórico de Edições': who created and edited the item, and what changed. */
export function HistoryViewer({ tabela, id, role, labels, kinds, ignore }: HistoryViewerProps) {
  const query = useHistory({ tabelas: tabela, id, role });
  const items = query.data ? historyItems(query.data.rh_logs_rh, ignore) : [];
  const body = query.isPending ? (
    <div className="history-viewer__loading">
      <Spin size="small" /> Carregando histórico
    </div>
  ) : (
    <ul className="history-viewer__list">
      {items.map((item) => (
        <li key={item.id} className="history-viewer__item">
          <div className="history-viewer__line">{item.text}</div>
          {item.changes.length > 0 && (
            <ul className="history-viewer__changes">
              {item.changes.map((c) => (
                <Change
                  key={c.field}
                  change={c}
                  label={labels?.[c.field] ?? c.field}
                  kind={kinds?.[c.field] ?? guessKind(isEmpty(c.after) ? c.before : c.after)}
                  names={query.data?.nomes?.[c.field]}
                />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <Collapse
      className="history-viewer"
      items={[
        {
          key: 'history',
          label: (
            <span className="history-viewer__header">
              Ver histórico de Edições <Badge count={items.length} showZero color="#7a1020" />
            </span>
          ),
          children: body,
        },
      ]}
    />
  );
}
