import { CardsMenu, type MenuSection } from '../../../components/cards-menu/cards-menu';
import { MaterialIcon } from '../../../components/material-icon/material-icon';
import { TitleHeader } from '../../../components/title-header/title-header';
import { RENTALS_PATH, REQUESTS_HOME_PATH, VEHICLES_PATH } from '../fleet-paths';
import {
  CAR_REPAIR_REPORT_PATH,
  DRIVERS_PATH,
  FINES_PATH,
  INCIDENTS_PATH,
  MAINTENANCE_PATH,
  listPath,
} from '../manager-paths';

const SECTIONS: MenuSection[] = [
  {
    title: 'Frota',
    cards: [
      { title: 'Veículos', icon: <MaterialIcon name="directions_car" />, route: `${VEHICLES_PATH}/list` },
      { title: 'Motoristas', icon: <MaterialIcon name="badge" />, route: listPath(DRIVERS_PATH) },
      { title: 'Manutenções', icon: <MaterialIcon name="build" />, route: listPath(MAINTENANCE_PATH) },
      { title: 'Incidentes', icon: <MaterialIcon name="warning" />, route: listPath(INCIDENTS_PATH) },
      { title: 'Multas', icon: <MaterialIcon name="receipt_long" />, route: listPath(FINES_PATH) },
      { title: 'Locadoras', icon: <MaterialIcon name="car_rental" />, route: `${RENTALS_PATH}/list` },
      { title: 'Solicitações de veículo', icon: <MaterialIcon name="assignment" />, route: REQUESTS_HOME_PATH },
      { title: 'Custos de manutenção', icon: <MaterialIcon name="bar_chart" />, route: CAR_REPAIR_REPORT_PATH },
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
