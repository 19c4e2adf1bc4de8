import { Link } from 'react-router-dom';
import logo from './assets/logo.svg';

/** The logo and name, home's link: named with the word it shows (WCAG 2.5.3); on a phone only the logo shows. */
export function Brand({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="brand" aria-label="Intranet, página inicial">
      <img src={logo} alt="" width={32} height={32} />
      <span className="brand__name">Intranet</span>
    </Link>
  );
}
