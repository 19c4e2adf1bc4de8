import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { usuario } from './hr';

/** Edit history written by the audit trigger (never by application code). */
export const logsRh = pgTable(
  'rh_logs_rh',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tabela: text('tabela').notNull(),
    id_item: text('id_item').notNull(),
    operacao: text('operacao').notNull(),
    data: timestamp('data', { withTimezone: true }).notNull().defaultNow(),
    old_data: jsonb('old_data'),
    new_data: jsonb('new_data'),
    id_usuario: integer('id_usuario'),
  },
  (t) => [index('rh_logs_rh_item_idx').on(t.tabela, t.id_item, t.data)],
);

/** Stored files (bytes live in the local folder or the S3 bucket under `chave`). */
export const arquivo = pgTable('arquivo', {
  id: uuid('id').primaryKey().defaultRandom(),
  bucket: text('bucket').notNull(),
  nome: text('nome').notNull(),
  mime: text('mime').notNull(),
  tamanho: integer('tamanho').notNull(),
  chave: text('chave').notNull(),
  id_usuario: integer('id_usuario'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Everything sent by mail, SMS or WhatsApp, kept whatever transport delivered it. */
export const outbox = pgTable(
  'outbox_mensagem',
  {
    id: serial('id').primaryKey(),
    canal: text('canal', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    destinatario: text('destinatario').notNull(),
    assunto: text('assunto'),
    corpo: text('corpo').notNull(),
    status: text('status', { enum: ['armazenada', 'enviada', 'falhou'] })
      .notNull()
      .default('armazenada'),
    erro: text('erro'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    enviado_em: timestamp('enviado_em', { withTimezone: true }),
  },
  (t) => [index('outbox_mensagem_destinatario_idx').on(t.destinatario, t.created_at)],
);

/** A notification message (`data` holds modulo and msg) and its delivery to each user. */
export const notificacaoMensagem = pgTable('notificacao_mensagem', {
  id: serial('id').primaryKey(),
  id_remetente: integer('id_remetente').references(() => usuario.id),
  data: jsonb('data').$type<{ modulo: string; msg: string; [k: string]: unknown }>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notificacaoUsuario = pgTable(
  'notificacao_usuario',
  {
    id_mensagem: integer('id_mensagem')
      .notNull()
      .references(() => notificacaoMensagem.id, { onDelete: 'cascade' }),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    lido: boolean('lido').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_mensagem, t.id_usuario] }),
    index('notificacao_usuario_unread_idx').on(t.id_usuario, t.lido),
  ],
);

/** Claimed time slots of scheduled jobs, so that one slot runs once across instances. */
export const agendamentoExecucao = pgTable(
  'agendamento_execucao',
  {
    tarefa: text('tarefa').notNull(),
    janela: text('janela').notNull(),
    instancia: text('instancia').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tarefa, t.janela] })],
);

/**
 * Rate-limit counters shared by every instance (platform/http/rate-limit-store.ts): one row per limited
 * route and client address, the calls counted in its window and when the window ends. Unlogged: lost
 * on a crash, which only reopens the windows.
 */
export const limiteRequisicao = pgTable('limite_requisicao', {
  chave: text('chave').primaryKey(),
  contagem: integer('contagem').notNull(),
  fim: timestamp('fim', { withTimezone: true }).notNull(),
});
