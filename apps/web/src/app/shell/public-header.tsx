import { useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { Brand } from './brand';
import { useScrolled } from './use-viewport';

import { LOGIN_HOME, REGISTER_HOME } from '../../features/auth/auth-paths';

/**
 * Header of the visitors' screens: Entrar and Cadastre-se (plain buttons: the sign-in page loads no
 * antd). A signed-in user on a screen open to visitors too (the FAQ) gets the way back home instead.
 */
export function PublicHeader() {
  const navigate = useNavigate();
  const scrolled = useScrolled();
  const { tokens } = useSession();
  return (
    <header className={scrolled ? 'app-header app-header--scrolled' : 'app-header'}>
      <div className="app-header__inner">
        <Brand to={tokens ? '/' : LOGIN_HOME} />
        <div className="app-header__end">
          {tokens ? (
            <button type="button" className="plain-button plain-button--primary" onClick={() => navigate('/')}>
              Voltar ao início
            </button>
          ) : (
            <>
              <button type="button" className="plain-button" onClick={() => navigate(LOGIN_HOME)}>
                Entrar
              </button>
              <button
                type="button"
                className="plain-button plain-button--primary"
                onClick={() => navigate(REGISTER_HOME)}
              >
                Cadastre-se
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
