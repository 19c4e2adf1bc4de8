import type { ReactNode } from 'react';
import { Empty, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { routeOpensFor } from '../../lib/built-routes';
import { useSession } from '../../lib/session';
import './cards-menu.css';

/** A card opens a screen, and shows to exactly the users that screen's route admits (its `handle.can`). */
export type MenuCard = {
  title: string;
  icon: ReactNode;
  route: string;
  highlight?: boolean;
};

export type MenuSection = { title: string; cards: MenuCard[] };

export type CardsMenuProps = {
  sections: MenuSection[];
  /** Roles to test against; defaults to the signed-in user's. */
  roles?: readonly string[];
  /** Shown when no card is visible. */
  emptyText?: string;
};

/** The cards a user may open (built screens whose route admits them), section by section; empty sections go. */
export function visibleSections(sections: MenuSection[], roles: readonly string[]): MenuSection[] {
  return sections
    .map((s) => ({ ...s, cards: s.cards.filter((c) => routeOpensFor(roles, c.route)) }))
    .filter((s) => s.cards.length > 0);
}

export function CardsMenu({ sections, roles, emptyText = 'Nenhum dado encontrado' }: CardsMenuProps) {
  const { user } = useSession();
  const shown = visibleSections(sections, roles ?? user?.roles ?? []);
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
