import { Button, Result } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { ResultHeading } from '../../../components/status-page/status-page';
import { READING_MSG } from '@intranet/shared/onboarding-reading/onboarding-reading.messages';

/** The end of an onboarding: a completion message and the way back home. */
export function CongratulationsPage() {
  const navigate = useNavigate();
  return (
    <Result
      icon={<TrophyOutlined style={{ color: '#d4a106' }} />}
      status="success"
      title={<ResultHeading>{READING_MSG.congratulations}</ResultHeading>}
      subTitle={READING_MSG.allRead}
      extra={
        <Button type="primary" size="large" onClick={() => navigate('/')}>
          Voltar para a página inicial
        </Button>
      }
    />
  );
}
