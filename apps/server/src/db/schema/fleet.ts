import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { empresa, usuario } from './hr';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Rental companies (`GET v1/locadoras/veicular`), docs/fleet.md. */
export const frotaLocadora = pgTable(
  'frota_locadora',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    cnpj: text('cnpj').notNull().default(''),
    telefone: text('telefone').notNull().default(''),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('frota_locadora_nome_idx').on(sql`lower(${t.nome})`)],
);

/** A vehicle: the plate without separator, in capitals (old AAA9999 or Mercosul AAA9A99). */
export const frotaVeiculo = pgTable(
  'frota_veiculo',
  {
    id: serial('id').primaryKey(),
    placa: text('placa').notNull(),
    modelo: text('modelo').notNull(),
    marca: text('marca').notNull(),
    ano: smallint('ano').notNull(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresa.id),
    cidade: text('cidade').notNull(),
    categoria_cnh: text('categoria_cnh').notNull().default('B'),
    propriedade: text('propriedade', { enum: ['proprio', 'alugado'] })
      .notNull()
      .default('proprio'),
    id_locadora: integer('id_locadora').references(() => frotaLocadora.id),
    contrato: text('contrato').notNull().default(''),
    valor_mensal: numeric('valor_mensal', { precision: 14, scale: 2, mode: 'number' }),
    devolucao_em: date('devolucao_em'),
    /** The return day whose alert went out (once per return day). */
    devolucao_alerta_em: date('devolucao_alerta_em'),
    odometro: integer('odometro').notNull().default(0),
    status: text('status', { enum: ['disponivel', 'manutencao', 'inativo'] })
      .notNull()
      .default('disponivel'),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('frota_veiculo_placa_idx').on(t.placa),
    index('frota_veiculo_empresa_idx').on(t.id_empresa, t.status),
    index('frota_veiculo_locadora_idx').on(t.id_locadora, t.devolucao_em),
  ],
);

/** An employee allowed to drive; the CNH's category and number are the employee profile's. */
export const frotaMotorista = pgTable(
  'frota_motorista',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    cnh_validade: date('cnh_validade').notNull(),
    /** The expiry day whose warning went out (once per expiry day). */
    cnh_alerta_em: date('cnh_alerta_em'),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('frota_motorista_usuario_idx').on(t.id_usuario)],
);

export const REQUEST_STATUSES = ['pendente', 'aprovada', 'recusada', 'cancelada', 'concluida'] as const;
const SEAT_STATUSES = ['pendente', 'aceito', 'recusado'] as const;

/**
 * A request for a vehicle; approved (or finished) it is the vehicle's use record, with check-out and
 * check-in. An exclusion constraint keeps a vehicle's approved periods from overlapping.
 */
export const frotaSolicitacao = pgTable(
  'frota_solicitacao',
  {
    id: serial('id').primaryKey(),
    id_solicitante: integer('id_solicitante')
      .notNull()
      .references(() => usuario.id),
    id_veiculo: integer('id_veiculo').references(() => frotaVeiculo.id),
    id_motorista: integer('id_motorista').references(() => usuario.id),
    inicio: instant('inicio').notNull(),
    fim: instant('fim').notNull(),
    finalidade: text('finalidade').notNull(),
    destino: text('destino').notNull().default(''),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pendente'),
    motivo_recusa: text('motivo_recusa'),
    decidido_por: integer('decidido_por').references(() => usuario.id),
    decidido_em: instant('decidido_em'),
    retirada_em: instant('retirada_em'),
    odometro_saida: integer('odometro_saida'),
    devolvida_em: instant('devolvida_em'),
    odometro_chegada: integer('odometro_chegada'),
    ...timestamps,
  },
  (t) => [
    index('frota_solicitacao_solicitante_idx').on(t.id_solicitante, t.inicio),
    index('frota_solicitacao_status_idx').on(t.status, t.inicio),
    index('frota_solicitacao_veiculo_idx').on(t.id_veiculo, t.inicio),
    index('frota_solicitacao_motorista_idx').on(t.id_motorista, t.inicio),
  ],
);

export const frotaIncidente = pgTable(
  'frota_incidente',
  {
    id: serial('id').primaryKey(),
    id_veiculo: integer('id_veiculo')
      .notNull()
      .references(() => frotaVeiculo.id),
    tipo: text('tipo', { enum: ['avaria', 'pane', 'acidente'] }).notNull(),
    ocorrido_em: instant('ocorrido_em').notNull(),
    descricao: text('descricao').notNull(),
    local: text('local').notNull().default(''),
    id_motorista: integer('id_motorista').references(() => usuario.id),
    id_registrante: integer('id_registrante')
      .notNull()
      .references(() => usuario.id),
    fotos: uuid('fotos').array().notNull().default(sql`'{}'`),
    status: text('status', { enum: ['aberto', 'resolvido'] })
      .notNull()
      .default('aberto'),
    ...timestamps,
  },
  (t) => [
    index('frota_incidente_veiculo_idx').on(t.id_veiculo, t.ocorrido_em),
    index('frota_incidente_registrante_idx').on(t.id_registrante, t.ocorrido_em),
    index('frota_incidente_status_idx').on(t.status, t.ocorrido_em),
  ],
);

export const frotaManutencao = pgTable(
  'frota_manutencao',
  {
    id: serial('id').primaryKey(),
    id_veiculo: integer('id_veiculo')
      .notNull()
      .references(() => frotaVeiculo.id),
    tipo: text('tipo', { enum: ['preventiva', 'corretiva'] }).notNull(),
    status: text('status', { enum: ['agendada', 'realizada', 'cancelada'] })
      .notNull()
      .default('agendada'),
    descricao: text('descricao').notNull(),
    id_incidente: integer('id_incidente').references(() => frotaIncidente.id, { onDelete: 'set null' }),
    id_solicitante: integer('id_solicitante').references(() => usuario.id),
    previsto_km: integer('previsto_km'),
    previsto_data: date('previsto_data'),
    realizada_em: date('realizada_em'),
    odometro: integer('odometro'),
    oficina: text('oficina').notNull().default(''),
    pecas: text('pecas').notNull().default(''),
    custo: numeric('custo', { precision: 14, scale: 2, mode: 'number' }),
    lembrete_enviado_em: instant('lembrete_enviado_em'),
    ...timestamps,
  },
  (t) => [
    index('frota_manutencao_veiculo_idx').on(t.id_veiculo, t.status),
    index('frota_manutencao_solicitante_idx').on(t.id_solicitante, t.created_at),
  ],
);

export const frotaMulta = pgTable(
  'frota_multa',
  {
    id: serial('id').primaryKey(),
    id_veiculo: integer('id_veiculo')
      .notNull()
      .references(() => frotaVeiculo.id),
    ocorrida_em: instant('ocorrida_em').notNull(),
    codigo_infracao: text('codigo_infracao').notNull(),
    descricao_infracao: text('descricao_infracao').notNull(),
    local: text('local').notNull().default(''),
    valor: numeric('valor', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    pontos: smallint('pontos').notNull(),
    vencimento: date('vencimento').notNull(),
    prazo_identificacao: date('prazo_identificacao').notNull(),
    id_motorista: integer('id_motorista').references(() => usuario.id),
    id_solicitacao: integer('id_solicitacao').references(() => frotaSolicitacao.id, { onDelete: 'set null' }),
    identificado_em: instant('identificado_em'),
    status: text('status', { enum: ['pendente', 'identificado', 'pago'] })
      .notNull()
      .default('pendente'),
    ...timestamps,
  },
  (t) => [
    index('frota_multa_veiculo_idx').on(t.id_veiculo, t.ocorrida_em),
    index('frota_multa_status_idx').on(t.status, t.prazo_identificacao),
    index('frota_multa_motorista_idx').on(t.id_motorista),
  ],
);

/** A ride an employee offers between cities. */
export const frotaCarona = pgTable(
  'frota_carona',
  {
    id: serial('id').primaryKey(),
    id_motorista: integer('id_motorista')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    origem: text('origem').notNull(),
    destino: text('destino').notNull(),
    data: date('data').notNull(),
    horario: text('horario').notNull(),
    vagas: smallint('vagas').notNull(),
    observacao: text('observacao').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('frota_carona_motorista_idx').on(t.id_motorista, t.data)],
);

/** A seat asked for on a ride (one per person and ride). */
export const frotaCaronaPedido = pgTable(
  'frota_carona_pedido',
  {
    id: serial('id').primaryKey(),
    id_carona: integer('id_carona')
      .notNull()
      .references(() => frotaCarona.id, { onDelete: 'cascade' }),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    /** The driver's answer (migration 0059); a declined seat is free again. */
    status: text('status', { enum: SEAT_STATUSES }).notNull().default('pendente'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('frota_carona_pedido_idx').on(t.id_carona, t.id_usuario)],
);
