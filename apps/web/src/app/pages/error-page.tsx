import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { isStaleBuildError, reloadOnceForNewBuild } from '../stale-build';
import './pages.css';

/**
 * What a screen that failed to load or to render shows: a pt-BR message and a retry, never React
 * Router's developer page. A chunk of an older build that no longer exists (after a deploy) reloads
 * the page once, to the new build.
 */
export function ErrorPage() {
  const error = useRouteError();
  const stale = isStaleBuildError(error);
  useEffect(() => {
    if (stale) reloadOnceForNewBuild();
  }, [stale]);
  return (
    <div className="error-page" role="alert">
      <h1 className="error-page__title">Algo deu errado ao abrir esta página.</h1>
      <p className="error-page__text">
        Tente novamente. Se o problema continuar, volte ao início e abra a página outra vez.
      </p>
      <div className="error-page__actions">
        <button type="button" className="plain-button plain-button--primary" onClick={() => window.location.reload()}>
          Tentar novamente
        </button>
        <a className="plain-button" href="/">
          Voltar ao início
        </a>
      </div>
    </div>
  );
}
