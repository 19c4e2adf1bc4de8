-- Sponsorship of local events, from the public request to the post-event return (docs/sponsorship.md).
-- The request: what the organizer sent, where it stands, and (once approved) its tracking link.
CREATE TABLE "marketing_patrocinio" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocolo" text NOT NULL,
	"id_empresa" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"evento" text NOT NULL,
	"data_evento" date NOT NULL,
	"cidade" text NOT NULL,
	"publico_esperado" integer NOT NULL,
	"pedidos" text[] NOT NULL,
	"valor_pedido" numeric(14, 2),
	"descricao_pedido" text,
	"contrapartidas" text[] NOT NULL,
	"descricao_contrapartida" text,
	"organizador" text NOT NULL,
	"organizacao" text,
	"email" text NOT NULL,
	"telefone" text NOT NULL,
	"id_apresentacao" uuid REFERENCES "arquivo"("id"),
	"status" text DEFAULT 'recebida' NOT NULL,
	"motivo_recusa" text,
	"recusado_em" timestamp with time zone,
	"id_link" integer REFERENCES "vendas_tracking_url"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_patrocinio_status_check" CHECK ("status" IN ('recebida', 'em_justificativa', 'em_viabilidade', 'em_negociacao', 'aprovado', 'realizado', 'recusado')),
	CONSTRAINT "marketing_patrocinio_publico_check" CHECK ("publico_esperado" > 0),
	CONSTRAINT "marketing_patrocinio_valor_check" CHECK ("valor_pedido" IS NULL OR "valor_pedido" >= 0),
	CONSTRAINT "marketing_patrocinio_recusa_check" CHECK (("status" = 'recusado') = ("motivo_recusa" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_patrocinio_protocolo_idx" ON "marketing_patrocinio" USING btree ("protocolo");
--> statement-breakpoint
CREATE INDEX "marketing_patrocinio_status_idx" ON "marketing_patrocinio" USING btree ("status", "created_at");
--> statement-breakpoint
CREATE INDEX "marketing_patrocinio_empresa_idx" ON "marketing_patrocinio" USING btree ("id_empresa", "data_evento");
--> statement-breakpoint
CREATE INDEX "marketing_patrocinio_data_idx" ON "marketing_patrocinio" USING btree ("data_evento");
--> statement-breakpoint
CREATE INDEX "marketing_patrocinio_created_idx" ON "marketing_patrocinio" USING btree ("created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_patrocinio_link_idx" ON "marketing_patrocinio" USING btree ("id_link") WHERE "id_link" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "marketing_patrocinio_justificativa" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_patrocinio" integer NOT NULL REFERENCES "marketing_patrocinio"("id") ON DELETE CASCADE,
	"aderencia_publico" text NOT NULL,
	"estrategia_regiao" text NOT NULL,
	"observacoes" text,
	"id_usuario" integer REFERENCES "rh_usuario"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_patrocinio_justificativa_idx" ON "marketing_patrocinio_justificativa" USING btree ("id_patrocinio");
--> statement-breakpoint
CREATE TABLE "marketing_patrocinio_viabilidade" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_patrocinio" integer NOT NULL REFERENCES "marketing_patrocinio"("id") ON DELETE CASCADE,
	"custo" numeric(14, 2) NOT NULL,
	"alcance_esperado" integer NOT NULL,
	"leads_esperados" integer NOT NULL,
	"parecer" text NOT NULL,
	"id_usuario" integer REFERENCES "rh_usuario"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_patrocinio_viabilidade_check" CHECK ("custo" >= 0 AND "alcance_esperado" >= 0 AND "leads_esperados" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_patrocinio_viabilidade_idx" ON "marketing_patrocinio_viabilidade" USING btree ("id_patrocinio");
--> statement-breakpoint
CREATE TABLE "marketing_patrocinio_negociacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_patrocinio" integer NOT NULL REFERENCES "marketing_patrocinio"("id") ON DELETE CASCADE,
	"contrapartidas_acordadas" text NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"id_contrato" uuid REFERENCES "arquivo"("id"),
	"aprovado_por" integer REFERENCES "rh_usuario"("id") ON DELETE SET NULL,
	"aprovado_em" timestamp with time zone,
	"id_usuario" integer REFERENCES "rh_usuario"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_patrocinio_negociacao_valor_check" CHECK ("valor" >= 0),
	CONSTRAINT "marketing_patrocinio_negociacao_datas_check" CHECK ("data_fim" >= "data_inicio")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_patrocinio_negociacao_idx" ON "marketing_patrocinio_negociacao" USING btree ("id_patrocinio");
--> statement-breakpoint
CREATE TABLE "marketing_patrocinio_pos_evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_patrocinio" integer NOT NULL REFERENCES "marketing_patrocinio"("id") ON DELETE CASCADE,
	"publico_real" integer NOT NULL,
	"relato" text NOT NULL,
	"id_usuario" integer REFERENCES "rh_usuario"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_patrocinio_pos_evento_publico_check" CHECK ("publico_real" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_patrocinio_pos_evento_idx" ON "marketing_patrocinio_pos_evento" USING btree ("id_patrocinio");
--> statement-breakpoint
CREATE TABLE "marketing_patrocinio_midia" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pos_evento" integer NOT NULL REFERENCES "marketing_patrocinio_pos_evento"("id") ON DELETE CASCADE,
	"id_arquivo" uuid NOT NULL REFERENCES "arquivo"("id"),
	"tipo" text NOT NULL,
	"legenda" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_patrocinio_midia_tipo_check" CHECK ("tipo" IN ('foto', 'arquivo'))
);
--> statement-breakpoint
CREATE INDEX "marketing_patrocinio_midia_pos_evento_idx" ON "marketing_patrocinio_midia" USING btree ("id_pos_evento", "tipo", "id");
--> statement-breakpoint
CREATE TABLE "marketing_patrocinio_orcamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"ano" smallint NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_patrocinio_orcamento_check" CHECK ("valor" >= 0 AND "ano" BETWEEN 2000 AND 2100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_patrocinio_orcamento_idx" ON "marketing_patrocinio_orcamento" USING btree ("id_empresa", "ano");
--> statement-breakpoint
CREATE TRIGGER marketing_patrocinio_audit AFTER INSERT OR UPDATE ON marketing_patrocinio FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER marketing_patrocinio_updated_at BEFORE UPDATE ON marketing_patrocinio FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER marketing_patrocinio_justificativa_audit AFTER INSERT OR UPDATE ON marketing_patrocinio_justificativa FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER marketing_patrocinio_justificativa_updated_at BEFORE UPDATE ON marketing_patrocinio_justificativa FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER marketing_patrocinio_viabilidade_audit AFTER INSERT OR UPDATE ON marketing_patrocinio_viabilidade FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER marketing_patrocinio_viabilidade_updated_at BEFORE UPDATE ON marketing_patrocinio_viabilidade FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER marketing_patrocinio_negociacao_audit AFTER INSERT OR UPDATE ON marketing_patrocinio_negociacao FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER marketing_patrocinio_negociacao_updated_at BEFORE UPDATE ON marketing_patrocinio_negociacao FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER marketing_patrocinio_pos_evento_audit AFTER INSERT OR UPDATE ON marketing_patrocinio_pos_evento FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER marketing_patrocinio_pos_evento_updated_at BEFORE UPDATE ON marketing_patrocinio_pos_evento FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER marketing_patrocinio_orcamento_audit AFTER INSERT OR UPDATE ON marketing_patrocinio_orcamento FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER marketing_patrocinio_orcamento_updated_at BEFORE UPDATE ON marketing_patrocinio_orcamento FOR EACH ROW EXECUTE FUNCTION set_updated_at();
