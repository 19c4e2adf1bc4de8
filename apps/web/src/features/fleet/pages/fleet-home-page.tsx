import { CardsMenu, type MenuSection } from '../../../components/cards-menu/cards-menu';
import { MaterialIcon } from '../../../components/material-icon/material-icon';
import { TitleHeader } from '../../../components/title-header/title-header';
import { RENTALS_PATH, REQUESTS_HOME_PATH, VEHICLES_PATH } from '../fleet-paths';

const SECTIONS: MenuSection[] = [
  {
    title: 'Frota',
    cards: [
      { title: 'Veículos', icon: <MaterialIcon name="directions_car" />, route: `${VEHICLES_PATH}/list` },
      { title: 'Locadoras', icon: <MaterialIcon name="car_rental" />, route: `${RENTALS_PATH}/list` },
      { title: 'Solicitações de veículo', icon: <MaterialIcon name="assignment" />, route: REQUESTS_HOME_PATH },
    ],
  },
];

/** `/fleet/home`: the fleet's screens. */
export function FleetHomePage() {
  return (
    <>
      <TitleHeader title="Frota" back="/" />
      <CardsMenu sections={SECTIONS} />
    </>
  );
}
