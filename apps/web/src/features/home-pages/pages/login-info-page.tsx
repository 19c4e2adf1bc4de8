import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { CLIENT_PANEL_PATH } from '@intranet/shared/client-panel/client-panel.rules';
import './home-pages.css';

/**
 * `/home/login/info-login`, open without login: who signs in where (employees, candidates, customers),
 * the first access with a temporary password, a forgotten password and a blocked account.
 */
export function LoginInfoPage() {
  return (
    <main className="home-page">
      <Typography.Title level={1}>Como acessar</Typography.Title>
      <div className="home-page__grid">
        <Card title="Colaboradores" size="small">
          <Typography.Paragraph>
            Entre com o seu e-mail e a senha em <Link to="/intranet">Intranet</Link>. No primeiro acesso, use a senha
            temporária que você recebeu por e-mail: o sistema pede uma senha nova antes de continuar.
          </Typography.Paragraph>
          <Typography.Paragraph>
            A senha precisa de no mínimo 8 caracteres, com ao menos uma letra maiúscula, uma minúscula, um número e um
            caractere especial ($ * &amp; @ # !).
          </Typography.Paragraph>
        </Card>
        <Card title="Candidatos" size="small">
          <Typography.Paragraph>
            Para se candidatar a uma vaga, <Link to="/home/login/register">cadastre-se</Link> com o seu e-mail e
            confirme o código enviado. Depois, <Link to="/home/login/enter">entre</Link> para cadastrar o seu currículo
            e acompanhar as suas candidaturas.
          </Typography.Paragraph>
          <Typography.Paragraph>
            <Link to="/home/vacancy">Ver vagas abertas</Link>
          </Typography.Paragraph>
        </Card>
        <Card title="Clientes" size="small">
          <Typography.Paragraph>
            Faturas, PIX, ordens de serviço e dados do contrato ficam na{' '}
            <a href={CLIENT_PANEL_PATH}>Central do Assinante</a>: entre com o seu CPF e o código que enviamos ao e-mail
            ou celular do cadastro.
          </Typography.Paragraph>
        </Card>
        <Card title="Esqueci minha senha" size="small">
          <Typography.Paragraph>
            Em <Link to="/reset-password">Redefinir senha</Link>, informe o seu e-mail: enviamos um código de 6 dígitos,
            válido por uma hora, para você criar uma senha nova.
          </Typography.Paragraph>
        </Card>
        <Card title="Acesso bloqueado" size="small">
          <Typography.Paragraph>
            Depois de 5 tentativas com a senha errada, o acesso fica bloqueado por alguns minutos. Se a mensagem for
            “Seu acesso foi desabilitado”, fale com a área de Recursos Humanos.
          </Typography.Paragraph>
        </Card>
      </div>
    </main>
  );
}
