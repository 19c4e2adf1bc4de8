import { Button, Result } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';

/** The end of an onboarding: a completion message and the way back home. */
export function CongratulationsPage() {
  const navigate = useNavigate();
  return (
    <Result
      icon={<TrophyOutlined style={{ color: '#d4a106' }} />}
      status="success"
      title="Parabéns!"
      subTitle="Você concluiu todos os conteúdos do seu onboarding."
      extra={
        <Button type="primary" size="large" onClick={() => navigate('/')}>
          Voltar para a página inicial
        </Button>
      }
    />
  );
}
