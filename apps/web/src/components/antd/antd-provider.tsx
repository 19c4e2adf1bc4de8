import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ConfigProviderProps, type ThemeConfig } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { Outlet } from 'react-router-dom';

dayjs.locale('pt-br');

/** The lightest grey that reads at 4.5:1 on white and on a disabled field's grey. */
const READABLE_GREY = 'rgba(0, 0, 0, 0.55)';

/**
 * Brand colour and radius of every antd part, and greys and status colours dark enough for text to
 * reach a contrast of 4.5:1 on white and on the page's grey (WCAG 2.1 AA): antd's own placeholder and
 * description greys (#bfbfbf, #8c8c8c), error red (#ff4d4f) and the green, gold and cyan of its tags
 * fall short. Disabled controls keep antd's light grey (WCAG asks no contrast of them), but not the
 * texts that stand beside a disabled field or in an empty table.
 */
export const THEME = {
  token: {
    colorPrimary: '#7a1020',
    colorLink: '#7a1020',
    borderRadius: 6,
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextQuaternary: READABLE_GREY,
    colorTextDisabled: 'rgba(0, 0, 0, 0.25)',
    colorError: '#cf1322',
    colorSuccessText: '#237804',
    colorWarningText: '#874d00',
    colorInfoText: '#0958d9',
  },
  components: {
    /** The empty table's text and a disabled field's prefix, suffix and count are read, not greyed out. */
    Table: { colorTextDisabled: READABLE_GREY },
    Input: { colorTextDisabled: READABLE_GREY },
    InputNumber: { colorTextDisabled: READABLE_GREY },
    /** A tag writes its colour's 7th shade on its 1st; these shades reach 4.5:1 there. */
    Tag: {
      colorSuccess: '#237804',
      colorWarning: '#874d00',
      colorInfo: '#0958d9',
      volcano7: '#ad2102',
      orange7: '#ad4e00',
      gold7: '#874d00',
      yellow7: '#876800',
      lime7: '#3f6600',
      green7: '#237804',
      cyan7: '#006d75',
    },
  },
} satisfies ThemeConfig;

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
