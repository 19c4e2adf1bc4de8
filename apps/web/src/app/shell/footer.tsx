import footerArt from './assets/footer-art.svg';

export function Footer() {
  return (
    <footer className="app-footer">
      <img src={footerArt} alt="" className="app-footer__art" aria-hidden />
      <div className="app-footer__bar">© {new Date().getFullYear()} Grupo Bitcom · RazãoInfo · Vetorial</div>
    </footer>
  );
}
