import type { ModuleSeed } from '../../db/seed/seed-context';
import { faqCategoria, faqPergunta } from '../../db/schema';
import { sanitizeContentHtml } from '../content/content.public';
import { plainTextOf } from './faq.text';

type Question = {
  pergunta: string;
  resposta: string;
  publica?: boolean;
  /** Votes of "Esta resposta ajudou?" so far: yes, no. */
  votos?: [number, number];
};

const FAQ: { titulo: string; perguntas: Question[] }[] = [
  {
    titulo: 'Férias e ausências',
    perguntas: [
      {
        pergunta: 'Como solicito minhas férias?',
        resposta:
          '<p>Combine o período com seu gestor e registre a solicitação no <strong>Portal do Colaborador</strong> com pelo menos <strong>30 dias de antecedência</strong>. Depois da aprovação do gestor, o Departamento Pessoal confirma as datas e o aviso de férias chega por e-mail.</p>',
        votos: [48, 3],
      },
      {
        pergunta: 'Posso dividir minhas férias em mais de um período?',
        resposta:
          '<p>Sim. As férias podem ser divididas em até <strong>três períodos</strong>, desde que um deles tenha no mínimo 14 dias corridos e os demais, no mínimo 5 dias cada. O início não pode cair nos dois dias que antecedem feriado ou o descanso semanal.</p>',
        votos: [31, 2],
      },
      {
        pergunta: 'Posso vender parte das férias (abono pecuniário)?',
        resposta:
          '<p>Você pode converter até <strong>1/3 das férias</strong> (10 dias, para quem tem 30) em abono pecuniário. Marque a opção ao solicitar as férias; o pedido precisa ser feito até 15 dias antes do fim do período aquisitivo.</p>',
        votos: [22, 4],
      },
      {
        pergunta: 'Quando recebo o pagamento das férias?',
        resposta:
          '<p>O valor das férias, com o adicional de um terço, é pago até <strong>2 dias antes do início</strong> do descanso. O recibo fica disponível no Portal do Colaborador, junto com o holerite.</p>',
        votos: [19, 1],
      },
      {
        pergunta: 'Como apresento um atestado médico?',
        resposta:
          '<p>Envie a foto do atestado pelo Portal do Colaborador em até <strong>48 horas</strong> e avise seu gestor. O atestado precisa trazer CRM, data e período de afastamento. Afastamentos acima de 15 dias são encaminhados ao INSS pelo Departamento Pessoal.</p>',
        votos: [27, 2],
      },
    ],
  },
  {
    titulo: 'Ponto e jornada',
    perguntas: [
      {
        pergunta: 'Como registro o ponto pelo celular?',
        resposta:
          '<p>Use o aplicativo de ponto com o seu usuário da rede. O registro pelo celular só é aceito dentro do raio da sua unidade ou, para técnicos de campo, com a localização da ordem de serviço. Sem internet, o aplicativo guarda a marcação e envia assim que conectar.</p>',
        votos: [35, 6],
      },
      {
        pergunta: 'Esqueci de bater o ponto. O que faço?',
        resposta:
          '<p>Peça o ajuste no próprio aplicativo de ponto, em <em>Solicitar ajuste</em>, informando o horário correto e o motivo. O gestor aprova ou recusa até o fechamento da folha, no dia 20 de cada mês.</p>',
        votos: [41, 5],
      },
      {
        pergunta: 'Como funciona o banco de horas?',
        resposta:
          '<p>As horas extras autorizadas pelo gestor vão para o banco de horas e devem ser compensadas em até <strong>6 meses</strong>. O saldo aparece no aplicativo de ponto. Horas não compensadas no prazo são pagas como extras na folha seguinte.</p>',
        votos: [18, 7],
      },
      {
        pergunta: 'Qual a tolerância de atraso na entrada?',
        resposta:
          '<p>São tolerados até <strong>10 minutos</strong> por dia, somando entrada e saída (5 minutos em cada marcação). Acima disso, o tempo é descontado ou compensado no banco de horas, conforme combinado com o gestor.</p>',
        votos: [12, 3],
      },
      {
        pergunta: 'Como funciona o plantão de sobreaviso da equipe técnica?',
        resposta:
          '<p>A escala de sobreaviso é publicada pela coordenação técnica até o dia 25 do mês anterior. As horas de sobreaviso são pagas a 1/3 do valor da hora normal; quando há acionamento, as horas trabalhadas contam como extras.</p>',
        votos: [9, 1],
      },
    ],
  },
  {
    titulo: 'Salário e benefícios',
    perguntas: [
      {
        pergunta: 'Onde encontro meu holerite?',
        resposta:
          '<p>O holerite fica no <strong>Portal do Colaborador</strong>, em <em>Meus documentos › Holerites</em>, a partir do 5º dia útil de cada mês. Os holerites dos últimos 5 anos ficam disponíveis para download em PDF.</p>',
        votos: [52, 2],
      },
      {
        pergunta: 'Quando o salário é pago?',
        resposta:
          '<p>O salário é pago até o <strong>5º dia útil</strong> do mês seguinte. O adiantamento quinzenal, de 40% do salário, cai no dia 20.</p>',
        votos: [44, 1],
      },
      {
        pergunta: 'Como incluo dependentes no plano de saúde?',
        resposta:
          '<p>Envie ao RH a certidão de casamento ou união estável, ou a certidão de nascimento dos filhos, e o CPF de cada dependente. A inclusão vale a partir do mês seguinte e a coparticipação aparece no holerite.</p>',
        votos: [16, 2],
      },
      {
        pergunta: 'Como peço reembolso de despesas de viagem?',
        resposta:
          '<p>Lance a despesa no sistema de reembolso em até <strong>10 dias</strong> depois da viagem, com a foto da nota fiscal ou do cupom fiscal em nome da empresa (Bitcom, RazãoInfo ou Vetorial). Após a aprovação do gestor, o valor é depositado na conta salário na semana seguinte.</p><ul><li>Quilometragem: R$ 0,90 por km rodado com veículo próprio.</li><li>Alimentação: até R$ 60,00 por dia fora da cidade base.</li></ul>',
        votos: [25, 4],
      },
      {
        pergunta: 'Qual o valor do vale-refeição e quando é creditado?',
        resposta:
          '<p>O vale-refeição é creditado no cartão até o <strong>último dia útil</strong> do mês, para os dias úteis do mês seguinte. Dias de férias e faltas não justificadas são descontados na recarga seguinte.</p>',
        votos: [30, 3],
      },
      {
        pergunta: 'A empresa oferece auxílio para cursos e certificações?',
        resposta:
          '<p>Sim. Cursos e certificações ligados à sua função (por exemplo, MikroTik, Cisco, fibra óptica ou atendimento) podem ter até <strong>70% do valor</strong> custeado, com aprovação do gestor e do RH antes da matrícula.</p>',
        votos: [14, 0],
      },
    ],
  },
  {
    titulo: 'TI e acessos',
    perguntas: [
      {
        pergunta: 'Como acesso a VPN fora da empresa?',
        resposta:
          '<p>Instale o cliente de VPN indicado pela TI no notebook da empresa e entre com o mesmo usuário e senha da rede. O acesso só funciona com o <strong>segundo fator</strong> (código no aplicativo autenticador) ativado. Em caso de erro, abra um chamado em <em>Suporte › VPN</em>.</p>',
        votos: [28, 5],
      },
      {
        pergunta: 'Esqueci a senha do e-mail corporativo. Como recupero?',
        resposta:
          '<p>Use a opção <em>Esqueci minha senha</em> na tela de entrada do e-mail; o código chega no celular cadastrado. Se o celular estiver desatualizado, ligue para o ramal <strong>4000</strong> (suporte interno) das 8h às 18h.</p>',
        votos: [33, 2],
      },
      {
        pergunta: 'Como configuro o e-mail corporativo no celular?',
        resposta:
          '<p>Instale o aplicativo de e-mail indicado pela TI, informe seu endereço corporativo e confirme o acesso com o segundo fator. Não encaminhe mensagens corporativas para e-mails pessoais.</p>',
        votos: [11, 1],
      },
      {
        pergunta: 'Como solicito um notebook ou outro equipamento de trabalho?',
        resposta:
          '<p>O gestor abre a solicitação de equipamento no sistema de chamados, indicando a função e a data de início. Notebook, headset e celular corporativo são entregues pela TI com termo de responsabilidade, que deve ser assinado na retirada.</p>',
        votos: [15, 2],
      },
      {
        pergunta: 'Meu equipamento quebrou ou foi roubado. O que faço?',
        resposta:
          '<p>Abra um chamado na TI imediatamente. Em caso de roubo ou furto, registre o boletim de ocorrência e anexe ao chamado; a TI bloqueia o aparelho remotamente e providencia a substituição.</p>',
        votos: [8, 1],
      },
    ],
  },
  {
    titulo: 'Atendimento ao cliente',
    perguntas: [
      {
        pergunta: 'Qual o horário de atendimento da central?',
        resposta:
          '<p>A central de atendimento funciona de <strong>segunda a sábado, das 8h às 20h</strong>, e aos domingos e feriados das 9h às 15h. O suporte técnico para quedas de conexão atende <strong>24 horas</strong> pelo WhatsApp e pelo telefone da sua operadora (Bitcom, RazãoInfo ou Vetorial).</p>',
        publica: true,
        votos: [64, 4],
      },
      {
        pergunta: 'Como emito a segunda via do boleto?',
        resposta:
          '<p>Acesse a <strong>Central do Assinante</strong> no site da sua operadora com o CPF ou CNPJ do titular, ou peça pelo WhatsApp da central. O boleto também pode ser pago por PIX com o código que aparece na própria fatura.</p>',
        publica: true,
        votos: [57, 6],
      },
      {
        pergunta: 'Minha internet está lenta. O que posso verificar antes de chamar o suporte?',
        resposta:
          '<p>Reinicie o roteador (tire da tomada por 30 segundos), prefira o cabo ou a rede de 5 GHz e faça o teste de velocidade com poucos aparelhos conectados. Se a lentidão continuar, fale com o suporte técnico informando o resultado do teste.</p>',
        publica: true,
        votos: [39, 8],
      },
      {
        pergunta: 'Como registro um atendimento no sistema da central?',
        resposta:
          '<p>Todo contato com o cliente vira um protocolo: identifique o cliente pelo CPF ou código de contrato, escolha o motivo e registre o que foi combinado. Informe sempre o número do protocolo ao cliente antes de encerrar.</p>',
        votos: [21, 2],
      },
      {
        pergunta: 'Quando posso abrir uma ordem de serviço para visita técnica?',
        resposta:
          '<p>Depois de fazer o diagnóstico remoto (sinal da ONU, autenticação e testes no roteador). Se o problema for físico ou não for resolvido remotamente, abra a ordem de serviço com o período de preferência do cliente; a agenda técnica confirma o horário por mensagem.</p>',
        votos: [17, 3],
      },
    ],
  },
  {
    titulo: 'Trabalhe conosco',
    perguntas: [
      {
        pergunta: 'Como me candidato a uma vaga?',
        resposta:
          '<p>Veja as vagas abertas em <strong>Trabalhe Conosco</strong>, crie sua conta com e-mail e senha, preencha o currículo e clique em <em>Candidatar-se</em> na vaga desejada. Você acompanha cada etapa em <em>Minhas candidaturas</em>.</p>',
        publica: true,
        votos: [46, 3],
      },
      {
        pergunta: 'Como funciona o processo seletivo?',
        resposta:
          '<p>Em geral: análise do currículo, conversa com o RH, entrevista com o gestor da área e, para vagas técnicas, um teste prático. Todas as pessoas candidatas recebem retorno por e-mail ao fim do processo.</p>',
        publica: true,
        votos: [23, 2],
      },
      {
        pergunta: 'Quais benefícios a empresa oferece a quem é contratado?',
        resposta:
          '<p>Além do salário, quem entra na Bitcom, na RazãoInfo ou na Vetorial recebe:</p><ul><li>vale-refeição ou vale-alimentação;</li><li>plano de saúde e odontológico, extensivo a dependentes;</li><li>participação nos resultados;</li><li>auxílio para cursos e certificações;</li><li>30 dias de férias remuneradas por ano, com o adicional de um terço.</li></ul>',
        publica: true,
        votos: [12, 1],
      },
      {
        pergunta: 'Como excluo meus dados do banco de talentos?',
        resposta:
          '<p>Entre na sua conta, abra <em>Meus dados</em> e use <strong>Excluir minha conta</strong>. Seus dados pessoais e currículo são apagados, conforme a LGPD; as candidaturas ficam apenas como registros anônimos.</p>',
        publica: true,
        votos: [7, 0],
      },
    ],
  },
];

/** Demo FAQ: six categories and thirty questions of the providers' employees, the customers' and candidates' ones public. */
export const seedFaq: ModuleSeed = async (db) => {
  const categories = await db
    .insert(faqCategoria)
    .values(FAQ.map((c, i) => ({ titulo: c.titulo, ordem: i + 1, ativo: true })))
    .returning({ id: faqCategoria.id, titulo: faqCategoria.titulo });
  const idOf = new Map(categories.map((c) => [c.titulo, c.id]));
  await db.insert(faqPergunta).values(
    FAQ.flatMap((c) =>
      c.perguntas.map((q) => {
        const resposta = sanitizeContentHtml(q.resposta);
        return {
          id_categoria: idOf.get(c.titulo)!,
          pergunta: q.pergunta,
          resposta,
          resposta_texto: plainTextOf(resposta),
          publica: q.publica ?? false,
          ativo: true,
          ajudou_sim: q.votos?.[0] ?? 0,
          ajudou_nao: q.votos?.[1] ?? 0,
        };
      }),
    ),
  );
};
