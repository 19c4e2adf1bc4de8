import { useState } from 'react';
import { Alert, Button, Descriptions, Empty, Form } from 'antd';
import {
  AppstoreOutlined,
  BarcodeOutlined,
  DashboardOutlined,
  DeleteOutlined,
  DollarOutlined,
  ExportOutlined,
  ImportOutlined,
  RollbackOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { PLACE_TYPE_LABELS } from '@intranet/shared/supplies/supplies.rules';
import type { Move } from '@intranet/shared/supplies/supplies.schemas';
import { CardsMenu, type MenuSection } from '../../../components/cards-menu/cards-menu';
import { DataTable } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useUnit } from '../api/get-unit';
import { TagsInput } from '../components/tags-input';
import { money, moveColumns } from '../supplies-texts';
import '../supplies.css';

const SECTIONS: MenuSection[] = [
  {
    title: 'Suprimentos',
    cards: [
      { title: 'Painel', icon: <DashboardOutlined aria-hidden />, route: '/supplies/dashboard' },
      { title: 'Retiradas e instalações', icon: <ExportOutlined aria-hidden />, route: '/supplies/removal' },
      { title: 'Recolhimentos', icon: <RollbackOutlined aria-hidden />, route: '/supplies/returning' },
      { title: 'Devoluções', icon: <ImportOutlined aria-hidden />, route: '/supplies/devolutions' },
      { title: 'Manutenção', icon: <ToolOutlined aria-hidden />, route: '/supplies/maintenance' },
      { title: 'Reciclagem', icon: <DeleteOutlined aria-hidden />, route: '/supplies/recycling' },
      { title: 'Valores', icon: <DollarOutlined aria-hidden />, route: '/supplies/values' },
      { title: 'Produtos', icon: <BarcodeOutlined aria-hidden />, route: '/supplies/products/list' },
    ],
  },
  {
    title: 'Equipes',
    cards: [
      { title: 'Equipes e inventários', icon: <TeamOutlined aria-hidden />, route: '/squads/list' },
      { title: 'Reciclagem das equipes', icon: <DeleteOutlined aria-hidden />, route: '/squads/recycling' },
      { title: 'Valores por equipe', icon: <AppstoreOutlined aria-hidden />, route: '/squads/values' },
    ],
  },
];

/** `/supplies/home`: the area's screens, and where any unit is, by its tag or serial typed or read by the camera. */
export function SuppliesHomePage() {
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const unit = useUnit(code);
  return (
    <SectionLayout title="Suprimentos" back="/">
      <Form layout="vertical" className="supplies-lookup" onFinish={() => setCode(typed.trim() || null)}>
        <Form.Item label="Onde está este equipamento?" htmlFor="supplies-lookup">
          <TagsInput single id="supplies-lookup" value={typed} onChange={setTyped} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Consultar
        </Button>
      </Form>
      {code && unit.isError && <Alert type="warning" title={errorText(unit.error)} style={{ marginBottom: 16 }} />}
      {unit.data && (
        <section aria-label="Equipamento consultado" style={{ marginBottom: 24 }}>
          <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="Patrimônio">{unit.data.unidade.patrimonio}</Descriptions.Item>
            <Descriptions.Item label="Série">{unit.data.unidade.serial ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Produto">{unit.data.unidade.produto}</Descriptions.Item>
            <Descriptions.Item label="Está em">{unit.data.unidade.local}</Descriptions.Item>
            <Descriptions.Item label="Tipo de local">
              {PLACE_TYPE_LABELS[unit.data.unidade.tipo_local]}
            </Descriptions.Item>
            <Descriptions.Item label="Custo">{money(unit.data.unidade.custo)}</Descriptions.Item>
          </Descriptions>
          <h2 style={{ fontSize: 16, marginTop: 16 }}>Histórico de movimentos</h2>
          <DataTable<Move> rowKey="id" columns={moveColumns} data={[...unit.data.movimentos].reverse()} />
        </section>
      )}
      {!code && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Digite ou leia um patrimônio para ver onde ele está e seu histórico."
        />
      )}
      <CardsMenu sections={SECTIONS} />
    </SectionLayout>
  );
}
