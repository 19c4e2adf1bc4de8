import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CRITERIA, ENVIOS } from '@intranet/shared/communication-scale/rule-matrix';
import { cidadeProvedor, empresa, usuario } from './hr';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The customer directory, fed from each provider's ERP (`sistema` is the provider company). One row
 * per provider and ERP code; addresses hold digits only (celular) or a lower-case e-mail.
 */
export const clientePessoa = pgTable(
  'relacionamento_dados_pessoas',
  {
    id: serial('id').primaryKey(),
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    codpessoa: text('codpessoa').notNull(),
    cpf: text('cpf').notNull(),
    nome_razaosocial: text('nome_razaosocial').notNull(),
    email: text('email'),
    celular: text('celular'),
    data_nascimento: date('data_nascimento'),
    data_ativacao: date('data_ativacao'),
    data_contratacao: date('data_contratacao'),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('relacionamento_dados_pessoas_codpessoa_idx').on(t.sistema, t.codpessoa),
    // The dispatcher reads a provider's customers a thousand at a time, by id.
    index('relacionamento_dados_pessoas_sistema_id_idx').on(t.sistema, t.id),
    index('relacionamento_dados_pessoas_cpf_idx').on(t.sistema, t.cpf),
    index('relacionamento_dados_pessoas_nascimento_idx').on(t.sistema, t.data_nascimento),
    index('relacionamento_dados_pessoas_ativacao_idx').on(t.sistema, t.data_ativacao),
    index('relacionamento_dados_pessoas_contratacao_idx').on(t.sistema, t.data_contratacao),
  ],
);

/** A communication campaign (communication scale): a provider's set of scheduled message rules. */
export const campanhaComunicacao = pgTable(
  'campanha_comunicacao',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    ativo: boolean('ativo').notNull().default(true),
    id_usuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('campanha_comunicacao_nome_idx').on(sql`lower(${t.nome})`),
    index('campanha_comunicacao_created_idx').on(t.created_at),
  ],
);

/** A rule of a communication campaign: whom (criterio × envio × tempo), when (turno) and what per channel. */
export const campanhaRegra = pgTable(
  'campanha_regras',
  {
    id: serial('id').primaryKey(),
    campanha_id: integer('campanha_id')
      .notNull()
      .references(() => campanhaComunicacao.id, { onDelete: 'cascade' }),
    criterio: text('criterio', { enum: CRITERIA }).notNull(),
    envio: text('envio', { enum: ENVIOS }).notNull(),
    tempo: smallint('tempo'),
    data_especifica: date('data_especifica'),
    turno: text('turno', { enum: ['M', 'T', 'N'] }).notNull(),
    ativo: boolean('ativo').notNull().default(true),
    whatsapp: boolean('whatsapp').notNull().default(false),
    template_whatsapp: text('template_whatsapp'),
    email: boolean('email').notNull().default(false),
    titulo_email: text('titulo_email'),
    mensagem_email: text('mensagem_email'),
    sms: boolean('sms').notNull().default(false),
    mensagem_sms: text('mensagem_sms'),
    criado: timestamp('criado', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campanha_regras_campanha_idx').on(t.campanha_id),
    index('campanha_regras_turno_idx').on(t.turno, t.ativo),
  ],
);

/**
 * A customer's sending preferences ("restrições"). Each of whatsapp, email and sms is TRUE when the
 * channel MAY be used to contact the customer and FALSE when it is restricted (the deliveries skip
 * it). One row per provider and customer code (`sistema` + `cod_cliente` = the directory's
 * `sistema` + `codpessoa`); a second one is refused with 409.
 */
export const preferenciaCliente = pgTable(
  'relacionamento_preferencias_cliente',
  {
    id: serial('id').primaryKey(),
    sistema: integer('sistema')
      .notNull()
      .references(() => empresa.id),
    cod_cliente: text('cod_cliente').notNull(),
    whatsapp: boolean('whatsapp').notNull().default(true),
    email: boolean('email').notNull().default(true),
    sms: boolean('sms').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('relacionamento_preferencias_cliente_uniq').on(t.sistema, t.cod_cliente),
    index('relacionamento_preferencias_cliente_created_idx').on(t.created_at),
  ],
);

/** Marketing events. */
export const marketingEvento = pgTable(
  'rh_marketing_eventos',
  {
    id: serial('id').primaryKey(),
    evento: text('evento').notNull(),
    data_inicio: date('data_inicio').notNull(),
    data_fim: date('data_fim').notNull(),
    nome_do_local: text('nome_do_local').notNull(),
    endereco_do_local: text('endereco_do_local').notNull(),
    cidade: integer('cidade')
      .notNull()
      .references(() => cidadeProvedor.id),
    site_evento: text('site_evento'),
    status: boolean('status').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('rh_marketing_eventos_created_idx').on(t.created_at),
    check('valida_datas', sql`${t.data_fim} >= ${t.data_inicio}`),
  ],
);

/**
 * One message of a rule to a customer on a channel for a day: written (pendente) before it is sent,
 * so that the unique key makes every send happen once whatever the number of instances or restarts.
 */
export const comunicacaoEntrega = pgTable(
  'comunicacao_entrega',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign keys: their check on every delivery written cost more than the writing. Statement
    // triggers on the deletes keep the same outcomes (migration 0018): a deleted customer's deliveries
    // go with them, a deleted rule or campaign becomes null here.
    regra_id: integer('regra_id'),
    campanha_id: integer('campanha_id'),
    cliente_id: integer('cliente_id').notNull(),
    canal: text('canal', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    data_envio: date('data_envio').notNull(),
    turno: text('turno', { enum: ['M', 'T', 'N'] }).notNull(),
    destino: text('destino').notNull(),
    status: text('status', { enum: ['pendente', 'enviada', 'falhou'] })
      .notNull()
      .default('pendente'),
    tentativas: smallint('tentativas').notNull().default(0),
    motivo: text('motivo'),
    id_provedor: text('id_provedor'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    enviado_em: timestamp('enviado_em', { withTimezone: true }),
    /** A pending row being sent by an instance until then; after it, another may take the row over. */
    reservado_ate: timestamp('reservado_ate', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('comunicacao_entrega_uniq').on(t.regra_id, t.cliente_id, t.canal, t.data_envio),
    index('comunicacao_entrega_campanha_idx').on(t.campanha_id, t.data_envio),
    index('comunicacao_entrega_pendente_idx').on(t.data_envio, t.canal, t.id).where(sql`${t.status} = 'pendente'`),
  ],
);

/**
 * Where the ERP sync of each provider stands: every change up to `alterados_ate` (the sync's own
 * clock when its run started, less a margin) is in the directory; the next run asks for changes since.
 */
export const clienteSincronizacao = pgTable('relacionamento_sincronizacao', {
  sistema: integer('sistema')
    .primaryKey()
    .references(() => empresa.id),
  alterados_ate: timestamp('alterados_ate', { withTimezone: true }).notNull(),
  linhas: integer('linhas').notNull().default(0),
  invalidos: integer('invalidos').notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
