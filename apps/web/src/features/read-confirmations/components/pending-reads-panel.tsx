import { Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { formatInstantDate } from '@intranet/shared/format/dates';
import { READ_CONFIRMATIONS_MSG as MSG } from '@intranet/shared/read-confirmations/read-confirmations.messages';
import { usePendingReads } from '../api/list-pending-reads';
import { readerUrl } from '../read-confirmations-paths';
import '../read-confirmations.css';

/** "N leituras pendentes" on the signed-in home, each a link to where it is confirmed; hidden when none. */
export function PendingReadsPanel() {
  const { data } = usePendingReads();
  if (!data || data.length === 0) return null;
  return (
    <Card
      title={
        <span>
          <Tag color="orange">{data.length}</Tag>
          {MSG.pendingBadge(data.length)}
        </span>
      }
      data-testid="pending-reads"
    >
      <ul className="pending-reads">
        {data.map((item) => (
          <li key={`${item.tipo}-${item.id}`}>
            <Link to={readerUrl(item.tipo, item.id)}>{item.titulo}</Link>
            <span className="pending-reads__meta">
              {MSG.tipoLabel[item.tipo]} · desde {formatInstantDate(item.desde)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
