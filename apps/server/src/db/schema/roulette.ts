import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PROVIDER_FLAGS } from '@intranet/shared/providers/provider-flags';
import { usuario } from './hr';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A prize-wheel campaign of a provider, spun by the public at `/roleta{url_campanha}`. */
export const roletaCampanha = pgTable(
  'site_roleta_campanhas',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    data_inicio_campanha: date('data_inicio_campanha').notNull(),
    data_fim_campanha: date('data_fim_campanha').notNull(),
    motivo_aplicacao: text('motivo_aplicacao').notNull().default(''),
    descricao: text('descricao').notNull(),
    sistema: text('sistema', { enum: PROVIDER_FLAGS }).notNull(),
    url_campanha: text('url_campanha').notNull(),
    intervalo_votacao: integer('intervalo_votacao').notNull().default(1),
    api_erp: boolean('api_erp').notNull().default(false),
    id_configuracao: integer('id_configuracao'),
    id_usuario_intranet: integer('id_usuario_intranet')
      .notNull()
      .references(() => usuario.id),
    /** Guards against draining the stock (docs/roulette.md): SMS code, spins per address and day, proof-of-work bits, minimum wait (s). */
    confirmar_telefone: boolean('confirmar_telefone').notNull().default(false),
    giros_por_endereco: integer('giros_por_endereco').notNull().default(0),
    prova_trabalho: integer('prova_trabalho').notNull().default(0),
    espera_minima: integer('espera_minima').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('site_roleta_campanhas_nome_idx').on(sql`lower(${t.nome})`),
    uniqueIndex('site_roleta_campanhas_url_idx').on(t.url_campanha),
    index('site_roleta_campanhas_dono_idx').on(t.id_usuario_intranet),
    check('site_roleta_campanhas_datas', sql`${t.data_fim_campanha} >= ${t.data_inicio_campanha}`),
  ],
);

/** The wheel's look: one per campaign. */
export const roletaTema = pgTable(
  'site_roleta_configuracao_tema',
  {
    id: serial('id').primaryKey(),
    id_campanha: integer('id_campanha')
      .notNull()
      .references(() => roletaCampanha.id, { onDelete: 'cascade' }),
    base_background: text('base_background').notNull(),
    base_html_content: text('base_html_content').notNull().default('Girar!'),
    color_item: text('color_item').notNull(),
    color_item_2: text('color_item_2').notNull(),
    color_text: text('color_text').notNull(),
    color_text2: text('color_text2').notNull(),
    url_background: text('url_background'),
    ...timestamps,
  },
  (t) => [uniqueIndex('site_roleta_configuracao_tema_campanha_idx').on(t.id_campanha)],
);

/** A prize of a campaign for customers (`cliente`) or for non-customers; `quantidade` is the stock left. */
export const roletaPremio = pgTable(
  'site_roleta_premios',
  {
    id: serial('id').primaryKey(),
    id_campanha: integer('id_campanha')
      .notNull()
      .references(() => roletaCampanha.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull().default(''),
    cliente: boolean('cliente').notNull(),
    peso_item: integer('peso_item').notNull(),
    quantidade: integer('quantidade').notNull(),
    quantidade_minima: integer('quantidade_minima').notNull(),
    animacao: boolean('animacao').notNull().default(false),
    consumivel: boolean('consumivel').notNull().default(true),
    htmlContent: text('htmlContent').notNull().default(''),
    textColor: text('textColor').notNull().default(''),
    background: text('background').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('site_roleta_premios_campanha_idx').on(t.id_campanha, t.cliente, t.id),
    check('site_roleta_premios_peso', sql`${t.peso_item} in (1, 10, 20, 50)`),
    check('site_roleta_premios_estoque', sql`${t.quantidade} >= 0`),
  ],
);

/** Local protocol numbers of customers' tickets when the campaign does not open them in the ERP. */
export const roletaProtocoloSeq = pgSequence('site_roleta_protocolo_seq', { startWith: 100000 });

/**
 * One spin: who, the audience, the prize, the coupon, the lead or ticket code (or the error), and the
 * draw's random value with the weights and stocks it saw (`sorteio`), so that it can be recomputed.
 */
export const roletaHistorico = pgTable(
  'site_roleta_historico',
  {
    id: serial('id').primaryKey(),
    id_campanha: integer('id_campanha')
      .notNull()
      .references(() => roletaCampanha.id, { onDelete: 'cascade' }),
    id_premio: integer('id_premio')
      .notNull()
      .references(() => roletaPremio.id),
    nome: text('nome').notNull(),
    /** Normalized (shared validation/phone.ts): with the CPF, the person's key on the campaign. */
    telefone: text('telefone').notNull(),
    cpf: text('cpf').notNull(),
    cliente: boolean('cliente').notNull(),
    cupom: text('cupom').notNull(),
    codigo: text('codigo').notNull().default(''),
    erro: boolean('erro').notNull().default(false),
    sorteio: jsonb('sorteio').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('site_roleta_historico_cupom_idx').on(t.cupom),
    index('site_roleta_historico_cpf_idx').on(t.id_campanha, t.cpf, t.created_at),
    index('site_roleta_historico_telefone_idx').on(t.id_campanha, t.telefone, t.created_at),
    index('site_roleta_historico_campanha_idx').on(t.id_campanha, t.cliente, t.created_at),
    index('site_roleta_historico_premio_idx').on(t.id_premio),
  ],
);

/** A winner of the internal raffle among a campaign's participants. */
export const roletaSorteio = pgTable(
  'site_roleta_sorteio_interno',
  {
    id: serial('id').primaryKey(),
    id_campanha: integer('id_campanha')
      .notNull()
      .references(() => roletaCampanha.id, { onDelete: 'cascade' }),
    id_cliente_historico: integer('id_cliente_historico')
      .notNull()
      .references(() => roletaHistorico.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    telefone: text('telefone').notNull(),
    id_usuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('site_roleta_sorteio_interno_historico_idx').on(t.id_cliente_historico),
    index('site_roleta_sorteio_interno_campanha_idx').on(t.id_campanha),
  ],
);

/** A code sent by SMS to confirm a phone before its spin: a keyed hash, valid for minutes, for a few guesses, used once. */
export const roletaCodigo = pgTable(
  'site_roleta_codigo',
  {
    id: serial('id').primaryKey(),
    id_campanha: integer('id_campanha')
      .notNull()
      .references(() => roletaCampanha.id, { onDelete: 'cascade' }),
    telefone: text('telefone').notNull(),
    codigo_hash: text('codigo_hash').notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    usado_em: timestamp('usado_em', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_roleta_codigo_telefone_idx').on(t.id_campanha, t.telefone, t.created_at)],
);

/** Spins of a campaign per internet address (an IPv6 /64) and day in São Paulo, for the campaign's cap. */
export const roletaGirosEndereco = pgTable(
  'site_roleta_giros_endereco',
  {
    id_campanha: integer('id_campanha')
      .notNull()
      .references(() => roletaCampanha.id, { onDelete: 'cascade' }),
    endereco: text('endereco').notNull(),
    dia: date('dia').notNull(),
    giros: integer('giros').notNull(),
  },
  (t) => [primaryKey({ name: 'site_roleta_giros_endereco_pk', columns: [t.id_campanha, t.endereco, t.dia] })],
);

/** Challenges (proof of work, minimum wait) already accepted, kept until they expire: each is accepted once. */
export const roletaDesafioUsado = pgTable(
  'site_roleta_desafio_usado',
  {
    desafio: text('desafio').primaryKey(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [index('site_roleta_desafio_usado_expira_idx').on(t.expira_em)],
);
