import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { PublicHeader } from './public-header';
import './shell.css';

export function PublicLayout() {
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
