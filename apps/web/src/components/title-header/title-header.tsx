import type { ReactNode } from 'react';
import { Button, Dropdown, Typography } from 'antd';
import { DownOutlined, LeftOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import './title-header.css';

export type TitleAction = { label: string; to?: string; onClick?: () => void; disabled?: boolean };

export type TitleHeaderProps = {
  /** Shown in upper case, as the screen's level-one heading. */
  title: string;
  /** Back chevron: a path, a handler, or true for the previous page. */
  back?: string | (() => void) | true;
  /** Add button of list pages (e.g. NOVA CAMPANHA). */
  add?: TitleAction;
  /** An ADICIONAR dropdown with several creation entries. */
  addMenu?: TitleAction[];
  /** A link-style button. */
  link?: TitleAction;
  /** Anything else on the right. */
  extra?: ReactNode;
};

export function TitleHeader({ title, back, add, addMenu, link, extra }: TitleHeaderProps) {
  const navigate = useNavigate();
  const goBack = () => {
    if (typeof back === 'function') back();
    else if (typeof back === 'string') navigate(back);
    else navigate(-1);
  };
  const run = (a: TitleAction) => {
    if (a.onClick) a.onClick();
    else if (a.to) navigate(a.to);
  };
  return (
    <div className="title-header">
      <div className="title-header__title">
        {back !== undefined && (
          <Button
            type="text"
            aria-label="Voltar"
            icon={<LeftOutlined />}
            onClick={goBack}
            className="title-header__back"
          />
        )}
        <Typography.Title level={1} className="title-header__heading">
          {title.toUpperCase()}
        </Typography.Title>
      </div>
      <div className="title-header__actions">
        {extra}
        {link &&
          (link.to ? (
            <Link to={link.to}>{link.label}</Link>
          ) : (
            <Button type="link" onClick={() => run(link)} disabled={link.disabled}>
              {link.label}
            </Button>
          ))}
        {addMenu && addMenu.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: addMenu.map((a, i) => ({ key: String(i), label: a.label, disabled: a.disabled })),
              onClick: ({ key }) => run(addMenu[Number(key)]),
            }}
          >
            <Button type="primary" icon={<PlusOutlined />}>
              ADICIONAR <DownOutlined />
            </Button>
          </Dropdown>
        )}
        {add && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => run(add)} disabled={add.disabled}>
            {add.label}
          </Button>
        )}
      </div>
    </div>
  );
}
