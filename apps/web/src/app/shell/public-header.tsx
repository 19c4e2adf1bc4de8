import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Brand } from './brand';
import { useScrolled } from './use-viewport';

import { LOGIN_HOME, REGISTER_HOME } from '../../features/auth/auth-paths';

/** Header for visitors: Entrar and Cadastre-se. */
export function PublicHeader() {
  const navigate = useNavigate();
  const scrolled = useScrolled();
  return (
    <header className={scrolled ? 'app-header app-header--scrolled' : 'app-header'}>
      <div className="app-header__inner">
        <Brand to={LOGIN_HOME} />
        <div className="app-header__end">
          <Button onClick={() => navigate(LOGIN_HOME)}>Entrar</Button>
          <Button type="primary" onClick={() => navigate(REGISTER_HOME)}>
            Cadastre-se
          </Button>
        </div>
      </div>
    </header>
  );
}
