import type { ReactNode } from 'react';
import './auth.css';

type Props = { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode };

export function AuthCard({ title, subtitle, children, footer }: Props) {
  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <div className="auth-card__subtitle">{subtitle}</div>}
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </div>
    </div>
  );
}
