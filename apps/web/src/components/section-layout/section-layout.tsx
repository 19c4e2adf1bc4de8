import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { TitleHeader, type TitleHeaderProps } from '../title-header/title-header';
import './section-layout.css';

export type SectionLayoutProps = TitleHeaderProps & {
  /** The page body; when absent the layout renders the child route (<Outlet />). */
  children?: ReactNode;
};

/** Every section screen: the title bar (back, add) above a white content panel. */
export function SectionLayout({ children, ...header }: SectionLayoutProps) {
  return (
    <section className="section-layout">
      <TitleHeader {...header} />
      <div className="section-layout__body">{children ?? <Outlet />}</div>
    </section>
  );
}
