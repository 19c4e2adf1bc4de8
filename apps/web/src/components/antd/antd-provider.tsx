import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { Outlet } from 'react-router-dom';

dayjs.locale('pt-br');

/** Brand colour and radius of every antd part. */
export const THEME = { token: { colorPrimary: '#7a1020', colorLink: '#7a1020', borderRadius: 6 } };

/**
 * antd in pt-BR with the brand theme, and its App context (notifications). The layouts that show antd
 * screens mount it, so that the sign-in page, which uses none, loads none of antd.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR} theme={THEME}>
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
