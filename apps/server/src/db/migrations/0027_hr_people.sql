-- HR people records (docs/hr-people.md): dismissals and their offboarding checklist, employee documents
-- and their categories, compliments and their categories, dependents. Every table staff edit is audited.
CREATE TABLE "rh_desligamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL REFERENCES "rh_usuario"("id"),
	"data" date NOT NULL,
	"tipo" text NOT NULL,
	"motivo" text DEFAULT '' NOT NULL,
	"aviso_previo" text NOT NULL,
	"aviso_dias" integer DEFAULT 0 NOT NULL,
	"entrevista" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'agendado' NOT NULL,
	"aplicado_em" timestamp with time zone,
	"revertido_em" timestamp with time zone,
	"id_revertido_por" integer REFERENCES "rh_usuario"("id"),
	"motivo_reversao" text,
	"id_registrado_por" integer REFERENCES "rh_usuario"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_desligamento_tipo_check" CHECK ("tipo" IN ('pedido_demissao', 'sem_justa_causa', 'com_justa_causa', 'termino_contrato', 'acordo')),
	CONSTRAINT "rh_desligamento_aviso_previo_check" CHECK ("aviso_previo" IN ('trabalhado', 'indenizado', 'dispensado', 'nao_se_aplica')),
	CONSTRAINT "rh_desligamento_status_check" CHECK ("status" IN ('agendado', 'aplicado', 'revertido')),
	CONSTRAINT "rh_desligamento_aviso_dias_check" CHECK ("aviso_dias" BETWEEN 0 AND 90)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rh_desligamento_vivo_idx" ON "rh_desligamento" USING btree ("id_usuario") WHERE "status" <> 'revertido';
--> statement-breakpoint
CREATE INDEX "rh_desligamento_pendente_idx" ON "rh_desligamento" USING btree ("data") WHERE "status" = 'agendado';
--> statement-breakpoint
CREATE INDEX "rh_desligamento_data_idx" ON "rh_desligamento" USING btree ("data", "id");
--> statement-breakpoint
CREATE TABLE "rh_desligamento_tarefa" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_desligamento" integer NOT NULL REFERENCES "rh_desligamento"("id") ON DELETE cascade,
	"titulo" text NOT NULL,
	"area" text NOT NULL,
	"prazo" date NOT NULL,
	"prioridade" integer DEFAULT 0 NOT NULL,
	"concluida_em" timestamp with time zone,
	"id_concluida_por" integer REFERENCES "rh_usuario"("id"),
	"observacao" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_desligamento_tarefa_area_check" CHECK ("area" IN ('rh', 'gestor', 'ti', 'suprimentos', 'frota', 'financeiro'))
);
--> statement-breakpoint
CREATE INDEX "rh_desligamento_tarefa_desligamento_idx" ON "rh_desligamento_tarefa" USING btree ("id_desligamento", "prioridade", "id");
--> statement-breakpoint
CREATE TABLE "rh_documento_categoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"exige_validade" boolean DEFAULT false NOT NULL,
	"dias_alerta" integer DEFAULT 30 NOT NULL,
	"visivel_colaborador" boolean DEFAULT true NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_documento_categoria_dias_alerta_check" CHECK ("dias_alerta" BETWEEN 1 AND 365)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rh_documento_categoria_nome_idx" ON "rh_documento_categoria" USING btree (lower("nome"));
--> statement-breakpoint
CREATE TABLE "rh_documento" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL REFERENCES "rh_usuario"("id"),
	"id_categoria" integer NOT NULL REFERENCES "rh_documento_categoria"("id"),
	"id_arquivo" uuid NOT NULL REFERENCES "arquivo"("id"),
	"titulo" text NOT NULL,
	"data_emissao" date,
	"data_validade" date,
	"observacao" text DEFAULT '' NOT NULL,
	"alerta_enviado_em" timestamp with time zone,
	"id_enviado_por" integer REFERENCES "rh_usuario"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_documento_datas_check" CHECK ("data_emissao" IS NULL OR "data_validade" IS NULL OR "data_validade" >= "data_emissao")
);
--> statement-breakpoint
CREATE INDEX "rh_documento_usuario_idx" ON "rh_documento" USING btree ("id_usuario", "id");
--> statement-breakpoint
CREATE INDEX "rh_documento_categoria_idx" ON "rh_documento" USING btree ("id_categoria");
--> statement-breakpoint
CREATE INDEX "rh_documento_validade_idx" ON "rh_documento" USING btree ("data_validade") WHERE "data_validade" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "rh_elogio_categoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"icone" text NOT NULL,
	"cor" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_elogio_categoria_cor_check" CHECK ("cor" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rh_elogio_categoria_nome_idx" ON "rh_elogio_categoria" USING btree (lower("nome"));
--> statement-breakpoint
CREATE TABLE "rh_elogio" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_autor" integer NOT NULL REFERENCES "rh_usuario"("id"),
	"id_destinatario" integer NOT NULL REFERENCES "rh_usuario"("id"),
	"id_categoria" integer NOT NULL REFERENCES "rh_elogio_categoria"("id"),
	"mensagem" text NOT NULL,
	"oculto" boolean DEFAULT false NOT NULL,
	"motivo_ocultacao" text,
	"id_ocultado_por" integer REFERENCES "rh_usuario"("id"),
	"ocultado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_elogio_autor_check" CHECK ("id_autor" <> "id_destinatario")
);
--> statement-breakpoint
CREATE INDEX "rh_elogio_destinatario_idx" ON "rh_elogio" USING btree ("id_destinatario", "created_at");
--> statement-breakpoint
CREATE INDEX "rh_elogio_autor_idx" ON "rh_elogio" USING btree ("id_autor", "created_at");
--> statement-breakpoint
CREATE INDEX "rh_elogio_mural_idx" ON "rh_elogio" USING btree ("created_at", "id") WHERE NOT "oculto";
--> statement-breakpoint
CREATE INDEX "rh_elogio_categoria_idx" ON "rh_elogio" USING btree ("id_categoria");
--> statement-breakpoint
CREATE TABLE "rh_dependente" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL REFERENCES "rh_usuario"("id"),
	"nome" text NOT NULL,
	"parentesco" text NOT NULL,
	"data_nascimento" date NOT NULL,
	"cpf" text,
	"dependente_ir" boolean DEFAULT false NOT NULL,
	"dependente_plano" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_dependente_parentesco_check" CHECK ("parentesco" IN ('conjuge', 'companheiro', 'filho', 'enteado', 'pai', 'mae', 'outro')),
	CONSTRAINT "rh_dependente_cpf_check" CHECK ("cpf" IS NULL OR "cpf" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
CREATE INDEX "rh_dependente_usuario_idx" ON "rh_dependente" USING btree ("id_usuario", "id");
--> statement-breakpoint
CREATE UNIQUE INDEX "rh_dependente_cpf_idx" ON "rh_dependente" USING btree ("id_usuario", "cpf") WHERE "cpf" IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER rh_desligamento_audit AFTER INSERT OR UPDATE ON rh_desligamento FOR EACH ROW EXECUTE FUNCTION rh_audit_row();--> statement-breakpoint
CREATE TRIGGER rh_desligamento_updated_at BEFORE UPDATE ON rh_desligamento FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER rh_desligamento_tarefa_updated_at BEFORE UPDATE ON rh_desligamento_tarefa FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER rh_documento_categoria_audit AFTER INSERT OR UPDATE ON rh_documento_categoria FOR EACH ROW EXECUTE FUNCTION rh_audit_row();--> statement-breakpoint
CREATE TRIGGER rh_documento_categoria_updated_at BEFORE UPDATE ON rh_documento_categoria FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER rh_documento_audit AFTER INSERT OR UPDATE ON rh_documento FOR EACH ROW EXECUTE FUNCTION rh_audit_row();--> statement-breakpoint
CREATE TRIGGER rh_documento_updated_at BEFORE UPDATE ON rh_documento FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER rh_elogio_categoria_audit AFTER INSERT OR UPDATE ON rh_elogio_categoria FOR EACH ROW EXECUTE FUNCTION rh_audit_row();--> statement-breakpoint
CREATE TRIGGER rh_elogio_categoria_updated_at BEFORE UPDATE ON rh_elogio_categoria FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER rh_elogio_audit AFTER INSERT OR UPDATE ON rh_elogio FOR EACH ROW EXECUTE FUNCTION rh_audit_row();--> statement-breakpoint
CREATE TRIGGER rh_elogio_updated_at BEFORE UPDATE ON rh_elogio FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER rh_dependente_audit AFTER INSERT OR UPDATE ON rh_dependente FOR EACH ROW EXECUTE FUNCTION rh_audit_row();--> statement-breakpoint
CREATE TRIGGER rh_dependente_updated_at BEFORE UPDATE ON rh_dependente FOR EACH ROW EXECUTE FUNCTION set_updated_at();
