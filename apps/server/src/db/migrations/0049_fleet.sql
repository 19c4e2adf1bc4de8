-- Fleet, vehicle requests and rides (docs/fleet.md).
-- btree_gist lets one exclusion constraint compare a vehicle's id for equality and its periods for
-- overlap; it is a contrib extension of PostgreSQL, bundled with PGlite (db/client.ts loads it there).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "frota_locadora" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"cnpj" text NOT NULL DEFAULT '',
	"telefone" text NOT NULL DEFAULT '',
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "frota_locadora_nome_idx" ON "frota_locadora" USING btree (lower("nome"));
--> statement-breakpoint
CREATE TABLE "frota_veiculo" (
	"id" serial PRIMARY KEY NOT NULL,
	"placa" text NOT NULL,
	"modelo" text NOT NULL,
	"marca" text NOT NULL,
	"ano" smallint NOT NULL,
	"id_empresa" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"cidade" text NOT NULL,
	"categoria_cnh" text DEFAULT 'B' NOT NULL,
	"propriedade" text DEFAULT 'proprio' NOT NULL,
	"id_locadora" integer REFERENCES "frota_locadora"("id"),
	"contrato" text NOT NULL DEFAULT '',
	"valor_mensal" numeric(14, 2),
	"devolucao_em" date,
	"devolucao_alerta_em" date,
	"odometro" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'disponivel' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frota_veiculo_placa_check" CHECK ("placa" ~ '^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$'),
	CONSTRAINT "frota_veiculo_propriedade_check" CHECK ("propriedade" IN ('proprio', 'alugado')),
	CONSTRAINT "frota_veiculo_alugado_check" CHECK ("propriedade" = 'proprio' OR "id_locadora" IS NOT NULL),
	CONSTRAINT "frota_veiculo_status_check" CHECK ("status" IN ('disponivel', 'manutencao', 'inativo')),
	CONSTRAINT "frota_veiculo_odometro_check" CHECK ("odometro" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "frota_veiculo_placa_idx" ON "frota_veiculo" USING btree ("placa");
--> statement-breakpoint
CREATE INDEX "frota_veiculo_empresa_idx" ON "frota_veiculo" USING btree ("id_empresa", "status");
--> statement-breakpoint
CREATE INDEX "frota_veiculo_locadora_idx" ON "frota_veiculo" USING btree ("id_locadora", "devolucao_em");
--> statement-breakpoint
CREATE TABLE "frota_motorista" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL REFERENCES "rh_usuario"("id") ON DELETE CASCADE,
	"cnh_validade" date NOT NULL,
	"cnh_alerta_em" date,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "frota_motorista_usuario_idx" ON "frota_motorista" USING btree ("id_usuario");
--> statement-breakpoint
CREATE INDEX "frota_motorista_validade_idx" ON "frota_motorista" USING btree ("cnh_validade") WHERE "ativo";
--> statement-breakpoint
-- A request for a vehicle; approved (or finished) it is the vehicle's use record.
CREATE TABLE "frota_solicitacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_solicitante" integer NOT NULL REFERENCES "rh_usuario"("id"),
	"id_veiculo" integer REFERENCES "frota_veiculo"("id"),
	"id_motorista" integer REFERENCES "rh_usuario"("id"),
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone NOT NULL,
	"finalidade" text NOT NULL,
	"destino" text NOT NULL DEFAULT '',
	"status" text DEFAULT 'pendente' NOT NULL,
	"motivo_recusa" text,
	"decidido_por" integer REFERENCES "rh_usuario"("id"),
	"decidido_em" timestamp with time zone,
	"retirada_em" timestamp with time zone,
	"odometro_saida" integer,
	"devolvida_em" timestamp with time zone,
	"odometro_chegada" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frota_solicitacao_status_check" CHECK ("status" IN ('pendente', 'aprovada', 'recusada', 'cancelada', 'concluida')),
	CONSTRAINT "valida_datas" CHECK ("fim" > "inicio"),
	CONSTRAINT "frota_solicitacao_aprovada_check" CHECK ("status" NOT IN ('aprovada', 'concluida') OR ("id_veiculo" IS NOT NULL AND "id_motorista" IS NOT NULL)),
	CONSTRAINT "frota_solicitacao_odometro_check" CHECK ("odometro_chegada" IS NULL OR "odometro_chegada" >= "odometro_saida"),
	-- No vehicle is given twice for overlapping times.
	CONSTRAINT "frota_solicitacao_sem_sobreposicao" EXCLUDE USING gist ("id_veiculo" WITH =, tstzrange("inicio", "fim") WITH &&) WHERE ("status" IN ('aprovada', 'concluida'))
);
--> statement-breakpoint
CREATE INDEX "frota_solicitacao_solicitante_idx" ON "frota_solicitacao" USING btree ("id_solicitante", "inicio");
--> statement-breakpoint
CREATE INDEX "frota_solicitacao_status_idx" ON "frota_solicitacao" USING btree ("status", "inicio");
--> statement-breakpoint
CREATE INDEX "frota_solicitacao_veiculo_idx" ON "frota_solicitacao" USING btree ("id_veiculo", "inicio");
--> statement-breakpoint
CREATE INDEX "frota_solicitacao_motorista_idx" ON "frota_solicitacao" USING btree ("id_motorista", "inicio");
--> statement-breakpoint
CREATE TABLE "frota_incidente" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_veiculo" integer NOT NULL REFERENCES "frota_veiculo"("id"),
	"tipo" text NOT NULL,
	"ocorrido_em" timestamp with time zone NOT NULL,
	"descricao" text NOT NULL,
	"local" text NOT NULL DEFAULT '',
	"id_motorista" integer REFERENCES "rh_usuario"("id"),
	"id_registrante" integer NOT NULL REFERENCES "rh_usuario"("id"),
	"fotos" uuid[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'aberto' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frota_incidente_tipo_check" CHECK ("tipo" IN ('avaria', 'pane', 'acidente')),
	CONSTRAINT "frota_incidente_status_check" CHECK ("status" IN ('aberto', 'resolvido'))
);
--> statement-breakpoint
CREATE INDEX "frota_incidente_veiculo_idx" ON "frota_incidente" USING btree ("id_veiculo", "ocorrido_em");
--> statement-breakpoint
CREATE INDEX "frota_incidente_registrante_idx" ON "frota_incidente" USING btree ("id_registrante", "ocorrido_em");
--> statement-breakpoint
CREATE INDEX "frota_incidente_status_idx" ON "frota_incidente" USING btree ("status", "ocorrido_em");
--> statement-breakpoint
CREATE TABLE "frota_manutencao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_veiculo" integer NOT NULL REFERENCES "frota_veiculo"("id"),
	"tipo" text NOT NULL,
	"status" text DEFAULT 'agendada' NOT NULL,
	"descricao" text NOT NULL,
	"id_incidente" integer REFERENCES "frota_incidente"("id") ON DELETE SET NULL,
	"id_solicitante" integer REFERENCES "rh_usuario"("id"),
	"previsto_km" integer,
	"previsto_data" date,
	"realizada_em" date,
	"odometro" integer,
	"oficina" text NOT NULL DEFAULT '',
	"pecas" text NOT NULL DEFAULT '',
	"custo" numeric(14, 2),
	"lembrete_enviado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frota_manutencao_tipo_check" CHECK ("tipo" IN ('preventiva', 'corretiva')),
	CONSTRAINT "frota_manutencao_status_check" CHECK ("status" IN ('agendada', 'realizada', 'cancelada')),
	CONSTRAINT "frota_manutencao_realizada_check" CHECK ("status" <> 'realizada' OR "realizada_em" IS NOT NULL),
	CONSTRAINT "frota_manutencao_custo_check" CHECK ("custo" IS NULL OR "custo" >= 0)
);
--> statement-breakpoint
CREATE INDEX "frota_manutencao_veiculo_idx" ON "frota_manutencao" USING btree ("id_veiculo", "status");
--> statement-breakpoint
CREATE INDEX "frota_manutencao_realizada_idx" ON "frota_manutencao" USING btree ("realizada_em") WHERE "status" = 'realizada';
--> statement-breakpoint
CREATE INDEX "frota_manutencao_lembrete_idx" ON "frota_manutencao" USING btree ("previsto_data") WHERE "status" = 'agendada' AND "lembrete_enviado_em" IS NULL;
--> statement-breakpoint
CREATE INDEX "frota_manutencao_solicitante_idx" ON "frota_manutencao" USING btree ("id_solicitante", "created_at");
--> statement-breakpoint
CREATE TABLE "frota_multa" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_veiculo" integer NOT NULL REFERENCES "frota_veiculo"("id"),
	"ocorrida_em" timestamp with time zone NOT NULL,
	"codigo_infracao" text NOT NULL,
	"descricao_infracao" text NOT NULL,
	"local" text NOT NULL DEFAULT '',
	"valor" numeric(14, 2) NOT NULL,
	"pontos" smallint NOT NULL,
	"vencimento" date NOT NULL,
	"prazo_identificacao" date NOT NULL,
	"id_motorista" integer REFERENCES "rh_usuario"("id"),
	"id_solicitacao" integer REFERENCES "frota_solicitacao"("id") ON DELETE SET NULL,
	"identificado_em" timestamp with time zone,
	"status" text DEFAULT 'pendente' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frota_multa_status_check" CHECK ("status" IN ('pendente', 'identificado', 'pago')),
	CONSTRAINT "frota_multa_valor_check" CHECK ("valor" >= 0 AND "pontos" >= 0)
);
--> statement-breakpoint
CREATE INDEX "frota_multa_veiculo_idx" ON "frota_multa" USING btree ("id_veiculo", "ocorrida_em");
--> statement-breakpoint
CREATE INDEX "frota_multa_status_idx" ON "frota_multa" USING btree ("status", "prazo_identificacao");
--> statement-breakpoint
CREATE INDEX "frota_multa_motorista_idx" ON "frota_multa" USING btree ("id_motorista");
--> statement-breakpoint
CREATE TABLE "frota_carona" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_motorista" integer NOT NULL REFERENCES "rh_usuario"("id") ON DELETE CASCADE,
	"origem" text NOT NULL,
	"destino" text NOT NULL,
	"data" date NOT NULL,
	"horario" text NOT NULL,
	"vagas" smallint NOT NULL,
	"observacao" text NOT NULL DEFAULT '',
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frota_carona_vagas_check" CHECK ("vagas" BETWEEN 1 AND 8),
	CONSTRAINT "frota_carona_horario_check" CHECK ("horario" ~ '^[0-2][0-9]:[0-5][0-9]$')
);
--> statement-breakpoint
CREATE INDEX "frota_carona_busca_idx" ON "frota_carona" USING btree ("data", lower("origem"), lower("destino"));
--> statement-breakpoint
CREATE INDEX "frota_carona_motorista_idx" ON "frota_carona" USING btree ("id_motorista", "data");
--> statement-breakpoint
CREATE TABLE "frota_carona_pedido" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_carona" integer NOT NULL REFERENCES "frota_carona"("id") ON DELETE CASCADE,
	"id_usuario" integer NOT NULL REFERENCES "rh_usuario"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "frota_carona_pedido_idx" ON "frota_carona_pedido" USING btree ("id_carona", "id_usuario");
--> statement-breakpoint
CREATE INDEX "frota_carona_pedido_usuario_idx" ON "frota_carona_pedido" USING btree ("id_usuario");
--> statement-breakpoint
CREATE TRIGGER frota_locadora_audit AFTER INSERT OR UPDATE ON frota_locadora FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER frota_veiculo_audit AFTER INSERT OR UPDATE ON frota_veiculo FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER frota_motorista_audit AFTER INSERT OR UPDATE ON frota_motorista FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER frota_solicitacao_audit AFTER INSERT OR UPDATE ON frota_solicitacao FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER frota_incidente_audit AFTER INSERT OR UPDATE ON frota_incidente FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER frota_manutencao_audit AFTER INSERT OR UPDATE ON frota_manutencao FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER frota_multa_audit AFTER INSERT OR UPDATE ON frota_multa FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER frota_locadora_updated_at BEFORE UPDATE ON frota_locadora FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER frota_veiculo_updated_at BEFORE UPDATE ON frota_veiculo FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER frota_motorista_updated_at BEFORE UPDATE ON frota_motorista FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER frota_solicitacao_updated_at BEFORE UPDATE ON frota_solicitacao FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER frota_incidente_updated_at BEFORE UPDATE ON frota_incidente FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER frota_manutencao_updated_at BEFORE UPDATE ON frota_manutencao FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER frota_multa_updated_at BEFORE UPDATE ON frota_multa FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER frota_carona_updated_at BEFORE UPDATE ON frota_carona FOR EACH ROW EXECUTE FUNCTION set_updated_at();
