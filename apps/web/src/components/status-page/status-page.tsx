import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

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
      title={title}
      subTitle={text}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Voltar ao início
        </Button>
      }
    />
  );
}
