import { Avatar } from 'antd';
import { useFileUrl } from '../../../components/file-image/use-file-url';

const initials = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

/** A colleague's photo (the employee image), or their initials while it loads or when there is none. */
export function ContactAvatar({ nome, idImagem, size = 48 }: { nome: string; idImagem: string | null; size?: number }) {
  const { url } = useFileUrl(idImagem);
  return (
    <Avatar size={size} src={url ?? undefined} alt={nome} style={{ background: '#7a1020', flex: 'none' }}>
      {initials(nome)}
    </Avatar>
  );
}
