import { Outlet } from 'react-router-dom';
import { useScreen, useScreenTitle } from '../../lib/screen';
import { Footer } from './footer';
import { PublicHeader } from './public-header';
import './shell.css';

export function PublicLayout() {
  useScreenTitle(useScreen().title);
  return (
    <div className="app-page">
      <PublicHeader />
      <main className="app-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
