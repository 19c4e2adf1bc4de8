import type { ReactNode } from 'react';
import { Empty, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { cardVisible } from '@intranet/shared/auth/roles';
import { isBuiltRoute } from '../../lib/built-routes';
import { useSession } from '../../lib/session';
import './cards-menu.css';

export type MenuCard = {
  title: string;
  icon: ReactNode;
  route: string;
  /** The module whose effective role decides visibility. */
  module: string;
  /** Effective roles that see the card (e.g. ['users:superadmin', 'rh:gestor']). */
  roles: readonly string[];
  highlight?: boolean;
};

export type MenuSection = { title: string; cards: MenuCard[] };

export type CardsMenuProps = {
  sections: MenuSection[];
  /** Roles to test against; defaults to the signed-in user's. */
  roles?: readonly string[];
  /** Hide cards whose route is not part of this build (default true). */
  onlyBuilt?: boolean;
  /** Shown when no card is visible. */
  emptyText?: string;
};

/** The cards a user may open, section by section; sections left empty are not shown. */
export function visibleSections(sections: MenuSection[], roles: readonly string[], onlyBuilt = true): MenuSection[] {
  return sections
    .map((s) => ({ ...s, cards: s.cards.filter((c) => cardVisible(roles, c) && (!onlyBuilt || isBuiltRoute(c.route))) }))
    .filter((s) => s.cards.length > 0);
}

export function CardsMenu({ sections, roles, onlyBuilt = true, emptyText = 'Nenhum dado encontrado' }: CardsMenuProps) {
  const { user } = useSession();
  const shown = visibleSections(sections, roles ?? user?.roles ?? [], onlyBuilt);
  if (!shown.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <div className="cards-menu">
      {shown.map((section) => (
        <section key={section.title} className="cards-menu__section">
          <Typography.Title level={5} className="cards-menu__section-title">
            {section.title}
          </Typography.Title>
          <div className="cards-menu__grid">
            {section.cards.map((card) => (
              <Link
                key={card.route + card.title}
                to={card.route}
                className={card.highlight ? 'cards-menu__card cards-menu__card--highlight' : 'cards-menu__card'}
              >
                <span className="cards-menu__icon">{card.icon}</span>
                <span className="cards-menu__title">{card.title}</span>
              </Link>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
