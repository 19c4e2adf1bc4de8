import { Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { NavLink, useNavigate } from 'react-router-dom';
import { menuEntriesFor, splitMenu } from './module-menu-entries';

type Props = { roles: readonly string[]; width: number };

/** Modules the user may open; as many as the width allows, the rest under 'Mais'. */
export function ModuleMenu({ roles, width }: Props) {
  const navigate = useNavigate();
  const { shown, more } = splitMenu(menuEntriesFor(roles), width);
  return (
    <nav className="module-menu" aria-label="Módulos">
      {shown.map((e) => (
        <NavLink key={e.key} to={e.path} end className="module-menu__item" data-testid="module-menu-item">
          {e.label}
        </NavLink>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{ items: more.map((e) => ({ key: e.path, label: e.label })), onClick: ({ key }) => navigate(key) }}
        >
          <Button type="text" className="module-menu__more" data-testid="module-menu-more">
            Mais <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </nav>
  );
}
