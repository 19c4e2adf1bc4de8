import { endpoint } from '../api/endpoint';
import {
  conteudoConcluirBody,
  conteudoInicioBody,
  funcionarioConteudo,
  funcionarioConteudoBody,
  funcionarioConteudoLista,
  funcionarioHome,
  funcionarioTrilhaBody,
  leituraResposta,
  proximaTrilha,
  proximaTrilhaBody,
  proximoConteudo,
  proximoConteudoBody,
} from './onboarding-reading.schemas';

const access = 'onboarding-reading.read';

/** The employee reading flow (spec §4 and §7): each employee on their own progress. */
export const READING_API = {
  home: endpoint({ method: 'GET', path: '/v1/onboarding/funcionario/home', access, response: funcionarioHome }),
  trailContents: endpoint({
    method: 'POST',
    path: '/v1/onboarding/trilha/conteudos/funcionario',
    access,
    body: funcionarioTrilhaBody,
    response: funcionarioConteudoLista,
  }),
  content: endpoint({
    method: 'POST',
    path: '/v1/rh/onboarding/funcionario/conteudo',
    access,
    body: funcionarioConteudoBody,
    response: funcionarioConteudo,
  }),
  start: endpoint({
    method: 'POST',
    path: '/v1/onboarding/conteudo/inicio',
    access,
    body: conteudoInicioBody,
    response: leituraResposta,
  }),
  finish: endpoint({
    method: 'POST',
    path: '/v1/onboarding/conteudo/concluir',
    access,
    body: conteudoConcluirBody,
    response: leituraResposta,
  }),
  nextContent: endpoint({
    method: 'POST',
    path: '/v1/onboarding/trilha/conteudos/funcionario/next',
    access,
    body: proximoConteudoBody,
    response: proximoConteudo,
  }),
  nextTrail: endpoint({
    method: 'POST',
    path: '/v1/onboarding/trilha/funcionario/next',
    access,
    body: proximaTrilhaBody,
    response: proximaTrilha,
  }),
} as const;
