import { Tag } from 'antd';

type Props = { cargo: string[]; departamento: string[]; empresa: string[] };

/** The hashtags of a content: position, department and company. */
export function Hashtags({ cargo, departamento, empresa }: Props) {
  const groups = [
    { label: 'Cargo', tags: cargo, color: 'geekblue' },
    { label: 'Departamento', tags: departamento, color: 'purple' },
    { label: 'Empresa', tags: empresa, color: 'volcano' },
  ].filter((g) => g.tags.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="reading-hashtags">
      {groups.map((g) => (
        <div key={g.label} className="reading-hashtags__group" aria-label={g.label}>
          {g.tags.map((t) => (
            <Tag key={t} color={g.color}>{`#${t}`}</Tag>
          ))}
        </div>
      ))}
    </div>
  );
}
