import { sql } from 'drizzle-orm';
import type {
  Campaign,
  DrawTrace,
  Participant,
  Prize,
  RaffleWinner,
  Theme,
} from '@intranet/shared/roulette/roulette.schemas';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { today } from '@intranet/shared/calendar/days';

export type CampaignValues = {
  nome: string;
  descricao: string;
  motivo_aplicacao: string;
  sistema: Campaign['sistema'];
  url_campanha: string;
  data_inicio_campanha: string;
  data_fim_campanha: string;
  intervalo_votacao: number;
  api_erp: boolean;
  id_usuario_intranet: number;
  /** The guards (docs/roulette.md), off when not given. */
  confirmar_telefone?: boolean;
  giros_por_endereco?: number;
  prova_trabalho?: number;
  espera_minima?: number;
};

const guardsOf = (v: CampaignValues) => ({
  confirmar_telefone: v.confirmar_telefone ?? false,
  giros_por_endereco: v.giros_por_endereco ?? 0,
  prova_trabalho: v.prova_trabalho ?? 0,
  espera_minima: v.espera_minima ?? 0,
});

/** What a spin needs of the campaign at an address: whether it is open now, its rules, guards and owner. */
export type SpinCampaign = Pick<
  Campaign,
  | 'id'
  | 'nome'
  | 'sistema'
  | 'intervalo_votacao'
  | 'api_erp'
  | 'id_usuario_intranet'
  | 'confirmar_telefone'
  | 'giros_por_endereco'
  | 'prova_trabalho'
  | 'espera_minima'
> & { aberta: boolean };

/** An SMS code of a phone on a campaign. */
export type PhoneCode = { id: number; codigo_hash: string; tentativas: number; expira_em: Date };
export type ThemeValues = Omit<Theme, 'id'>;
export type PrizeValues = Omit<Prize, 'id'>;

const CAMPAIGN = sql`
  select c.id, c.nome, c.ativo, c.created_at, to_char(c.data_inicio_campanha, 'YYYY-MM-DD') as data_inicio_campanha,
    to_char(c.data_fim_campanha, 'YYYY-MM-DD') as data_fim_campanha, c.motivo_aplicacao, c.descricao, c.sistema, c.url_campanha,
    c.intervalo_votacao, c.api_erp, c.id_configuracao, c.id_usuario_intranet,
    c.confirmar_telefone, c.giros_por_endereco, c.prova_trabalho, c.espera_minima,
    trim(u.nome || ' ' || coalesce(u.sobrenome, '')) as dono,
    (select count(*)::int from site_roleta_historico h where h.id_campanha = c.id and h.cliente) as clientes,
    (select count(*)::int from site_roleta_historico h where h.id_campanha = c.id and not h.cliente) as nao_clientes
  from site_roleta_campanhas c
  left join rh_usuario u on u.id = c.id_usuario_intranet`;

const PRIZE = sql`select id, id_campanha, nome, descricao, cliente, peso_item, quantidade, quantidade_minima, animacao, consumivel, "htmlContent", "textColor", background from site_roleta_premios`;

const THEME = sql`select id, id_campanha, color_item, color_item_2, color_text, color_text2, base_background, base_html_content, url_background from site_roleta_configuracao_tema`;

type CampaignRow = Omit<Campaign, 'created_at'> & { created_at: Date | string };
const presentCampaign = (row: CampaignRow): Campaign => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
});

/** The roulette's queries. */
/** Campaigns newest first; of one owner when `owner` is given. */
export async function list(db: Db, owner: number | null): Promise<Campaign[]> {
  const where = owner === null ? sql`` : sql`where c.id_usuario_intranet = ${owner}`;
  return (await sqlRows<CampaignRow>(db, sql`${CAMPAIGN} ${where} order by c.created_at desc, c.id desc`)).map(
    presentCampaign,
  );
}

export async function find(db: Db, id: number): Promise<Campaign | undefined> {
  const [row] = await sqlRows<CampaignRow>(db, sql`${CAMPAIGN} where c.id = ${id}`);
  return row && presentCampaign(row);
}

export async function findByUrl(db: Db, url: string): Promise<(Campaign & { aberta: boolean }) | undefined> {
  const [row] = await sqlRows<CampaignRow & { aberta: boolean }>(
    db,
    sql`select x.*, (x.ativo and ${today()}::date between x.data_inicio_campanha::date and x.data_fim_campanha::date) as aberta
      from (${CAMPAIGN} where c.url_campanha = ${url}) x`,
  );
  return row && { ...presentCampaign(row), aberta: row.aberta };
}

/** What a spin needs of the campaign at an address (no counts). */
export async function forSpin(db: Db, url: string): Promise<SpinCampaign | undefined> {
  const [row] = await sqlRows<SpinCampaign>(
    db,
    sql`select id, nome, sistema, intervalo_votacao, api_erp, id_usuario_intranet, confirmar_telefone, giros_por_endereco, prova_trabalho, espera_minima,
        (ativo and ${today()}::date between data_inicio_campanha and data_fim_campanha) as aberta
      from site_roleta_campanhas where url_campanha = ${url}`,
  );
  return row;
}

/** Users who may own a campaign: the superadmins and whoever holds a role of the roulette or of marketing. */
export async function owners(db: Db): Promise<{ id: number; nome: string }[]> {
  return sqlRows(
    db,
    sql`select distinct u.id, trim(u.nome || ' ' || coalesce(u.sobrenome, '')) as nome
      from rh_usuario u
      join rh_usuario_perfil up on up.id_usuario = u.id
      join rh_perfil_role pr on pr.id_perfil = up.id_perfil
      where pr.role = 'users:superadmin' or pr.role like 'roulette:%' or pr.role like 'marketing:%'
      order by nome`,
  );
}

export async function insert(db: Db, values: CampaignValues): Promise<{ id: number; url_campanha: string }> {
  const g = guardsOf(values);
  const [row] = await sqlRows<{ id: number; url_campanha: string }>(
    db,
    sql`insert into site_roleta_campanhas (nome, descricao, motivo_aplicacao, sistema, url_campanha, data_inicio_campanha, data_fim_campanha, intervalo_votacao, api_erp, id_usuario_intranet,
        confirmar_telefone, giros_por_endereco, prova_trabalho, espera_minima)
      values (${values.nome}, ${values.descricao}, ${values.motivo_aplicacao}, ${values.sistema}, ${values.url_campanha}, ${values.data_inicio_campanha},
        ${values.data_fim_campanha}, ${values.intervalo_votacao}, ${values.api_erp}, ${values.id_usuario_intranet},
        ${g.confirmar_telefone}, ${g.giros_por_endereco}, ${g.prova_trabalho}, ${g.espera_minima})
      returning id, url_campanha`,
  );
  return row;
}

export async function update(
  db: Db,
  id: number,
  values: CampaignValues,
): Promise<{ id: number; url_campanha: string } | undefined> {
  const g = guardsOf(values);
  const [row] = await sqlRows<{ id: number; url_campanha: string }>(
    db,
    sql`update site_roleta_campanhas set nome = ${values.nome}, descricao = ${values.descricao}, motivo_aplicacao = ${values.motivo_aplicacao},
        sistema = ${values.sistema}, url_campanha = ${values.url_campanha}, data_inicio_campanha = ${values.data_inicio_campanha},
        data_fim_campanha = ${values.data_fim_campanha}, intervalo_votacao = ${values.intervalo_votacao}, api_erp = ${values.api_erp},
        id_usuario_intranet = ${values.id_usuario_intranet}, confirmar_telefone = ${g.confirmar_telefone},
        giros_por_endereco = ${g.giros_por_endereco}, prova_trabalho = ${g.prova_trabalho}, espera_minima = ${g.espera_minima}
      where id = ${id} returning id, url_campanha`,
  );
  return row;
}

export async function setActive(db: Db, id: number, ativo: boolean): Promise<void> {
  await db.execute(sql`update site_roleta_campanhas set ativo = ${ativo} where id = ${id}`);
}

export async function participantCount(db: Db, id: number): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from site_roleta_historico where id_campanha = ${id}`,
  );
  return Number(row.n);
}

export async function remove(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from site_roleta_campanhas where id = ${id}`);
}

/** Gives back to each consumable prize the stock its spins took, then forgets the raffle and the spins. */
export async function reset(db: Db, id: number): Promise<number> {
  await db.execute(sql`
    update site_roleta_premios p set quantidade = p.quantidade + t.n
    from (select id_premio, count(*)::int as n from site_roleta_historico where id_campanha = ${id} group by id_premio) t
    where p.id = t.id_premio and p.consumivel`);
  await db.execute(sql`delete from site_roleta_sorteio_interno where id_campanha = ${id}`);
  await db.execute(sql`delete from site_roleta_giros_endereco where id_campanha = ${id}`);
  await db.execute(sql`delete from site_roleta_codigo where id_campanha = ${id}`);
  const removed = await sqlRows<{ id: number }>(
    db,
    sql`delete from site_roleta_historico where id_campanha = ${id} returning id`,
  );
  return removed.length;
}

export async function theme(db: Db, campaignId: number): Promise<Theme | undefined> {
  const [row] = await sqlRows<Theme>(db, sql`${THEME} where id_campanha = ${campaignId}`);
  return row;
}

export async function insertTheme(db: Db, t: ThemeValues): Promise<Theme> {
  const [row] = await sqlRows<Theme>(
    db,
    sql`insert into site_roleta_configuracao_tema (id_campanha, color_item, color_item_2, color_text, color_text2, base_background, base_html_content, url_background)
      values (${t.id_campanha}, ${t.color_item}, ${t.color_item_2}, ${t.color_text}, ${t.color_text2}, ${t.base_background}, ${t.base_html_content}, ${t.url_background})
      returning id, id_campanha, color_item, color_item_2, color_text, color_text2, base_background, base_html_content, url_background`,
  );
  await db.execute(sql`update site_roleta_campanhas set id_configuracao = ${row.id} where id = ${t.id_campanha}`);
  return row;
}

export async function updateTheme(db: Db, t: ThemeValues): Promise<Theme | undefined> {
  const [row] = await sqlRows<Theme>(
    db,
    sql`update site_roleta_configuracao_tema set color_item = ${t.color_item}, color_item_2 = ${t.color_item_2}, color_text = ${t.color_text},
        color_text2 = ${t.color_text2}, base_background = ${t.base_background}, base_html_content = ${t.base_html_content}, url_background = ${t.url_background}
      where id_campanha = ${t.id_campanha}
      returning id, id_campanha, color_item, color_item_2, color_text, color_text2, base_background, base_html_content, url_background`,
  );
  return row;
}

export async function prizes(db: Db, campaignId: number): Promise<Prize[]> {
  return sqlRows<Prize>(db, sql`${PRIZE} where id_campanha = ${campaignId} order by cliente desc, id`);
}

export async function insertPrize(db: Db, p: PrizeValues): Promise<Prize> {
  const [row] = await sqlRows<Prize>(
    db,
    sql`insert into site_roleta_premios (id_campanha, nome, descricao, cliente, peso_item, quantidade, quantidade_minima, animacao, consumivel, "htmlContent", "textColor", background)
      values (${p.id_campanha}, ${p.nome}, ${p.descricao}, ${p.cliente}, ${p.peso_item}, ${p.quantidade}, ${p.quantidade_minima}, ${p.animacao}, ${p.consumivel},
        ${p.htmlContent}, ${p.textColor}, ${p.background})
      returning id, id_campanha, nome, descricao, cliente, peso_item, quantidade, quantidade_minima, animacao, consumivel, "htmlContent", "textColor", background`,
  );
  return row;
}

export async function updatePrize(db: Db, id: number, p: PrizeValues): Promise<Prize | undefined> {
  const [row] = await sqlRows<Prize>(
    db,
    sql`update site_roleta_premios set nome = ${p.nome}, descricao = ${p.descricao}, cliente = ${p.cliente}, peso_item = ${p.peso_item}, quantidade = ${p.quantidade},
        quantidade_minima = ${p.quantidade_minima}, animacao = ${p.animacao}, consumivel = ${p.consumivel}, "htmlContent" = ${p.htmlContent},
        "textColor" = ${p.textColor}, background = ${p.background}
      where id = ${id} and id_campanha = ${p.id_campanha}
      returning id, id_campanha, nome, descricao, cliente, peso_item, quantidade, quantidade_minima, animacao, consumivel, "htmlContent", "textColor", background`,
  );
  return row;
}

export async function prizeCounts(db: Db, campaignId: number): Promise<{ clientes: number; nao_clientes: number }> {
  const [row] = await sqlRows<{ clientes: number; nao_clientes: number }>(
    db,
    sql`select count(*) filter (where cliente)::int as clientes, count(*) filter (where not cliente)::int as nao_clientes from site_roleta_premios where id_campanha = ${campaignId}`,
  );
  return { clientes: Number(row.clientes), nao_clientes: Number(row.nao_clientes) };
}

export async function deletePrizes(db: Db, campaignId: number, ids: number[]): Promise<number> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`delete from site_roleta_premios where id_campanha = ${campaignId} and id = any(${`{${ids.join(',')}}`}::int[]) returning id`,
  );
  return rows.length;
}

/** When the person (this CPF or this phone) last spun this campaign. */
export async function lastSpin(db: Db, campaignId: number, cpf: string, phone: string): Promise<Date | null> {
  const [row] = await sqlRows<{ at: Date | string | null }>(
    db,
    sql`select greatest(
        (select max(created_at) from site_roleta_historico where id_campanha = ${campaignId} and cpf = ${cpf}),
        (select max(created_at) from site_roleta_historico where id_campanha = ${campaignId} and telefone = ${phone})) as at`,
  );
  return row?.at ? new Date(row.at) : null;
}

/**
 * Serializes the spins of one person (their CPF and their phone) on one campaign until the transaction
 * ends. Both keys are taken in one order, so that two spins sharing one of them never wait for each other
 * crosswise.
 */
export async function lockPerson(db: Db, campaignId: number, cpf: string, phone: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${campaignId}::int, k) from (select distinct unnest(array[hashtext(${`cpf:${cpf}`}), hashtext(${`tel:${phone}`})]) as k order by k) keys`,
  );
}

/** Counts one spin of an address on a day, unless it already has `cap`: whether it was counted. */
export async function countAddressSpin(
  db: Db,
  campaignId: number,
  address: string,
  day: string,
  cap: number,
): Promise<boolean> {
  const rows = await sqlRows<{ giros: number }>(
    db,
    sql`insert into site_roleta_giros_endereco as g (id_campanha, endereco, dia, giros) values (${campaignId}, ${address}, ${day}, 1)
      on conflict (id_campanha, endereco, dia) do update set giros = g.giros + 1 where g.giros < ${cap}
      returning giros`,
  );
  return rows.length > 0;
}

/** Codes sent to a phone for a campaign since an instant. */
export async function codesSince(db: Db, campaignId: number, phone: string, since: Date): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from site_roleta_codigo where id_campanha = ${campaignId} and telefone = ${phone} and created_at > ${since.toISOString()}`,
  );
  return Number(row.n);
}

/** A new code for a phone; the earlier ones of that phone and campaign stop counting. */
export async function insertCode(
  db: Db,
  c: { id_campanha: number; telefone: string; codigo_hash: string; expira_em: Date },
): Promise<void> {
  await db.execute(
    sql`update site_roleta_codigo set usado_em = now() where id_campanha = ${c.id_campanha} and telefone = ${c.telefone} and usado_em is null`,
  );
  await db.execute(
    sql`insert into site_roleta_codigo (id_campanha, telefone, codigo_hash, expira_em) values (${c.id_campanha}, ${c.telefone}, ${c.codigo_hash}, ${c.expira_em.toISOString()})`,
  );
}

/** The phone's newest code not used yet, counting one more guess at it; undefined when there is none or its guesses are spent. */
export async function guessCode(
  db: Db,
  campaignId: number,
  phone: string,
  maxGuesses: number,
): Promise<PhoneCode | undefined> {
  const [row] = await sqlRows<Omit<PhoneCode, 'expira_em'> & { expira_em: Date | string }>(
    db,
    sql`update site_roleta_codigo set tentativas = tentativas + 1
      where id = (select id from site_roleta_codigo where id_campanha = ${campaignId} and telefone = ${phone} and usado_em is null order by created_at desc, id desc limit 1)
        and tentativas < ${maxGuesses}
      returning id, codigo_hash, tentativas, expira_em`,
  );
  return row && { ...row, expira_em: new Date(row.expira_em) };
}

/** Uses a code for the spin: false when another spin used it first. */
export async function useCode(db: Db, id: number): Promise<boolean> {
  return (
    (
      await sqlRows<{ id: number }>(
        db,
        sql`update site_roleta_codigo set usado_em = now() where id = ${id} and usado_em is null returning id`,
      )
    ).length > 0
  );
}

/** Accepts a challenge once: false when it was accepted before. Forgets the expired ones on the way. */
export async function useChallenge(db: Db, challenge: string, expires: Date): Promise<boolean> {
  await db.execute(sql`delete from site_roleta_desafio_usado where expira_em < now()`);
  const rows = await sqlRows<{ desafio: string }>(
    db,
    sql`insert into site_roleta_desafio_usado (desafio, expira_em) values (${challenge}, ${expires.toISOString()}) on conflict do nothing returning desafio`,
  );
  return rows.length > 0;
}

/** The audience's prizes, in the order the draw reads them. */
export async function audiencePrizes(db: Db, campaignId: number, cliente: boolean): Promise<Prize[]> {
  return sqlRows<Prize>(db, sql`${PRIZE} where id_campanha = ${campaignId} and cliente = ${cliente} order by id`);
}

/** Takes one unit of a consumable prize; the stock left, or null when there was none (never below 0). */
export async function takeOne(db: Db, prizeId: number): Promise<number | null> {
  const [row] = await sqlRows<{ quantidade: number }>(
    db,
    sql`update site_roleta_premios set quantidade = quantidade - 1 where id = ${prizeId} and quantidade > 0 returning quantidade`,
  );
  return row ? Number(row.quantidade) : null;
}

export async function nextProtocol(db: Db): Promise<string> {
  const [row] = await sqlRows<{ n: string }>(db, sql`select nextval('site_roleta_protocolo_seq')::text as n`);
  return row.n;
}

export async function insertParticipant(
  db: Db,
  p: {
    id_campanha: number;
    id_premio: number;
    nome: string;
    telefone: string;
    cpf: string;
    cliente: boolean;
    cupom: string;
    codigo: string;
    erro: boolean;
    sorteio: DrawTrace;
  },
): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(
    db,
    sql`insert into site_roleta_historico (id_campanha, id_premio, nome, telefone, cpf, cliente, cupom, codigo, erro, sorteio)
      values (${p.id_campanha}, ${p.id_premio}, ${p.nome}, ${p.telefone}, ${p.cpf}, ${p.cliente}, ${p.cupom}, ${p.codigo}, ${p.erro}, ${JSON.stringify(p.sorteio)}::jsonb)
      returning id`,
  );
  return row.id;
}

/** The participants of a campaign, newest first, optionally of one audience and with or without an error. */
export async function participants(
  db: Db,
  campaignId: number,
  filter: { cliente?: boolean; erro?: boolean; premio?: number },
): Promise<Participant[]> {
  const conditions = [sql`h.id_campanha = ${campaignId}`];
  if (filter.cliente !== undefined) conditions.push(sql`h.cliente = ${filter.cliente}`);
  if (filter.erro !== undefined) conditions.push(sql`h.erro = ${filter.erro}`);
  if (filter.premio !== undefined) conditions.push(sql`h.id_premio = ${filter.premio}`);
  const rows = await sqlRows<
    Omit<Participant, 'premio' | 'created_at'> & {
      created_at: Date | string;
      premio_nome: string;
      premio_cliente: boolean;
      premio_animacao: boolean;
    }
  >(
    db,
    sql`select h.id, h.nome, h.telefone, h.cpf, h.cupom, h.codigo, h.erro, h.cliente, h.created_at, h.id_campanha, h.id_premio, h.sorteio,
        p.nome as premio_nome, p.cliente as premio_cliente, p.animacao as premio_animacao
      from site_roleta_historico h join site_roleta_premios p on p.id = h.id_premio
      where ${sql.join(conditions, sql` and `)}
      order by h.created_at desc, h.id desc limit 100000`,
  );
  return rows.map(({ premio_nome, premio_cliente, premio_animacao, ...r }) => ({
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    premio: { nome: premio_nome, cliente: premio_cliente, animacao: premio_animacao },
  }));
}

export async function raffles(db: Db, campaignId: number): Promise<RaffleWinner[]> {
  const rows = await sqlRows<Omit<RaffleWinner, 'created_at'> & { created_at: Date | string }>(
    db,
    sql`select s.id, s.nome, s.telefone, s.id_campanha, s.id_cliente_historico, s.created_at, h.cupom, p.nome as premio, h.cliente
      from site_roleta_sorteio_interno s
      join site_roleta_historico h on h.id = s.id_cliente_historico
      join site_roleta_premios p on p.id = h.id_premio
      where s.id_campanha = ${campaignId} order by s.created_at desc, s.id desc`,
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}

/** How many participants of an audience who won a prize have not been drawn yet. */
export async function raffleCandidates(db: Db, campaignId: number, cliente: boolean, prizeId: number): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from site_roleta_historico h
      where h.id_campanha = ${campaignId} and h.cliente = ${cliente} and h.id_premio = ${prizeId}
        and not exists (select 1 from site_roleta_sorteio_interno s where s.id_cliente_historico = h.id)`,
  );
  return Number(row.n);
}

/** The k-th of those candidates (by id) becomes a winner. */
export async function drawCandidate(
  db: Db,
  campaignId: number,
  cliente: boolean,
  prizeId: number,
  k: number,
  userId: number | null,
): Promise<number | undefined> {
  const [row] = await sqlRows<{ id: number }>(
    db,
    sql`insert into site_roleta_sorteio_interno (id_campanha, id_cliente_historico, nome, telefone, id_usuario)
      select h.id_campanha, h.id, h.nome, h.telefone, ${userId} from site_roleta_historico h
      where h.id_campanha = ${campaignId} and h.cliente = ${cliente} and h.id_premio = ${prizeId}
        and not exists (select 1 from site_roleta_sorteio_interno s where s.id_cliente_historico = h.id)
      order by h.id offset ${k} limit 1
      returning id`,
  );
  return row?.id;
}
