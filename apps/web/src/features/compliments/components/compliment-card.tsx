import type { CSSProperties, ReactNode } from 'react';
import { Alert, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Compliment } from '@intranet/shared/compliments/compliments.schemas';
import { COMPLIMENTS_MSG as MSG } from '@intranet/shared/compliments/compliments.messages';
import { formatDateTime, formatInstantDate } from '@intranet/shared/format/dates';
import { IconChip } from '../../../components/colors/icon-chip';
import { complimentPersonPath } from '../compliments-paths';

/** The category's icon in its colour, and its name. */
export function CategoryLabel({ categoria }: { categoria: Compliment['categoria'] }) {
  return (
    <span className="compliment-card__category" style={{ '--compliment-colour': categoria.cor } as CSSProperties}>
      <IconChip icon={categoria.icone} color={categoria.cor} />
      {categoria.nome}
    </span>
  );
}

/** One compliment on the wall: category, who to whom, the message, when; hidden ones with HR's reason. */
export function ComplimentCard({ item, actions }: { item: Compliment; actions?: ReactNode }) {
  return (
    <article
      className={item.oculto ? 'compliment-card compliment-card--hidden' : 'compliment-card'}
      style={{ '--compliment-colour': item.categoria.cor } as CSSProperties}
      aria-label={`Elogio de ${item.autor.nome} para ${item.destinatario.nome}`}
    >
      <div className="compliment-card__head">
        <CategoryLabel categoria={item.categoria} />
        <span className="compliment-card__people">
          <Link to={complimentPersonPath(item.autor.id)}>{item.autor.nome}</Link>
          {' para '}
          <Link to={complimentPersonPath(item.destinatario.id)}>{item.destinatario.nome}</Link>
          {item.destinatario.departamento && (
            <Typography.Text type="secondary"> · {item.destinatario.departamento}</Typography.Text>
          )}
        </span>
        {item.oculto && <Tag color="red">{MSG.hiddenBadge}</Tag>}
      </div>
      <p className="compliment-card__message">{item.mensagem}</p>
      <div className="compliment-card__meta">
        <time dateTime={item.created_at}>{formatInstantDate(item.created_at)}</time>
        {actions && <span>{actions}</span>}
      </div>
      {item.oculto && item.motivo_ocultacao && (
        <Alert
          className="compliment-card__reason"
          type="warning"
          showIcon
          title={`Oculto por ${item.ocultado_por ?? 'RH'}${item.ocultado_em ? ` em ${formatDateTime(item.ocultado_em)}` : ''}`}
          description={item.motivo_ocultacao}
        />
      )}
    </article>
  );
}
