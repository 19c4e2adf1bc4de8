import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ConfigProviderProps } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { Outlet } from 'react-router-dom';

dayjs.locale('pt-br');

/** Brand colour and radius of every antd part. */
export const THEME = { token: { colorPrimary: '#7a1020', colorLink: '#7a1020', borderRadius: 6 } };

/**
 * A button's spinner without antd's default width motion. That motion removes the spinner only on the
 * `transitionend` of its leave, and when a save ends within a frame or two of its start the transition
 * never runs: the button kept its spinner ("loading Salvar") for good. With an icon of our own antd
 * shows it while loading and drops it, unanimated, after.
 */
const BUTTON: ConfigProviderProps['button'] = { loadingIcon: <LoadingOutlined /> };

/**
 * antd in pt-BR with the brand theme, and its App context (notifications). The layouts that show antd
 * screens mount it, so that the sign-in page, which uses none, loads none of antd.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR} theme={THEME} button={BUTTON}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** A layout route that gives its child routes antd. */
export function AntdOutlet() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
