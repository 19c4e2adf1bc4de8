import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import './status-page.css';

const TEXTS = {
  forbidden: { title: 'Sem permissão', text: 'Você não tem permissão para acessar esta página.' },
  notFound: { title: 'Página não encontrada', text: 'O endereço não existe ou o registro foi removido.' },
} as const;

/** A whole-screen state with a way back home: no permission for the screen, or nothing at this address. */
export function StatusPage({ kind }: { kind: keyof typeof TEXTS }) {
  const navigate = useNavigate();
  const { title, text } = TEXTS[kind];
  return (
    <Result
      status={kind === 'forbidden' ? 'warning' : 'info'}
      title={<ResultHeading>{title}</ResultHeading>}
      subTitle={text}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Voltar ao início
        </Button>
      }
    />
  );
}

/** A whole-screen Result's title as the screen's level-one heading, drawn as antd draws the title. */
export function ResultHeading({ children }: { children: ReactNode }) {
  return <h1 className="result-heading">{children}</h1>;
}
