import { useNavigate } from 'react-router-dom';
import { Brand } from './brand';
import { useScrolled } from './use-viewport';

import { LOGIN_HOME, REGISTER_HOME } from '../../features/auth/auth-paths';

/** Header for visitors: Entrar and Cadastre-se (plain buttons: the sign-in page loads no antd). */
export function PublicHeader() {
  const navigate = useNavigate();
  const scrolled = useScrolled();
  return (
    <header className={scrolled ? 'app-header app-header--scrolled' : 'app-header'}>
      <div className="app-header__inner">
        <Brand to={LOGIN_HOME} />
        <div className="app-header__end">
          <button type="button" className="plain-button" onClick={() => navigate(LOGIN_HOME)}>
            Entrar
          </button>
          <button type="button" className="plain-button plain-button--primary" onClick={() => navigate(REGISTER_HOME)}>
            Cadastre-se
          </button>
        </div>
      </div>
    </header>
  );
}
