import { Link } from 'react-router-dom';
import logo from './assets/logo.svg';

export function Brand({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="brand" aria-label="Início">
      <img src={logo} alt="" width={32} height={32} />
      <span className="brand__name">Intranet</span>
    </Link>
  );
}
