import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { formatInstantDate } from '@intranet/shared/format/dates';
import { IconChip } from '../../../components/colors/icon-chip';
import { useCompliments } from '../api/list-compliments';
import { COMPLIMENTS_LIST_PATH, COMPLIMENTS_REGISTER_PATH } from '../compliments-paths';
import '../compliments.css';

const LATEST = 5;

/** "Elogios recentes" on the signed-in home: the latest visible compliments and a link to the wall. */
export function RecentComplimentsPanel() {
  const { data } = useCompliments({ limit: LATEST, offset: 0, ocultos: 'false' });
  if (!data) return null;
  return (
    <Card
      title="Elogios recentes"
      extra={<Link to={COMPLIMENTS_LIST_PATH}>Ver todos</Link>}
      data-testid="recent-compliments"
    >
      {data.itens.length === 0 ? (
        <p>
          Nenhum elogio ainda. <Link to={COMPLIMENTS_REGISTER_PATH}>Elogie um colega</Link>.
        </p>
      ) : (
        <ul className="recent-compliments">
          {data.itens.map((item) => (
            <li key={item.id}>
              <IconChip icon={item.categoria.icone} color={item.categoria.cor} />
              <span className="recent-compliments__text">
                <span>
                  <strong>{item.autor.nome}</strong> para <strong>{item.destinatario.nome}</strong> ·{' '}
                  {item.categoria.nome} · {formatInstantDate(item.created_at)}
                </span>
                <span className="recent-compliments__message">{item.mensagem}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
