-- Blocking rules that act (docs/customer-accounts.md, "Blocking rules"): a second threshold and a version
-- on the rule, its exception criteria, customers' promises to pay, the recorded simulations, the
-- applications and one action per rule, contract and day.
ALTER TABLE "regra_bloqueio" ADD COLUMN "dias_bloqueio" integer;
--> statement-breakpoint
ALTER TABLE "regra_bloqueio" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "regra_bloqueio" ADD COLUMN "alterada_em" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "regra_bloqueio" ADD CONSTRAINT "regra_bloqueio_dias_check"
	CHECK ("dias_atraso" >= 1 AND ("dias_bloqueio" IS NULL OR "dias_bloqueio" > "dias_atraso"));
--> statement-breakpoint
-- Any change of the rule's own columns is a new version (a write that sets the version itself is not bumped twice).
CREATE OR REPLACE FUNCTION regra_bloqueio_versao() RETURNS trigger AS $$
BEGIN
  IF NEW.versao = OLD.versao
     AND (to_jsonb(NEW) - 'versao' - 'alterada_em' - 'updated_at')
       IS DISTINCT FROM (to_jsonb(OLD) - 'versao' - 'alterada_em' - 'updated_at') THEN
    NEW.versao := OLD.versao + 1;
    NEW.alterada_em := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER regra_bloqueio_versao BEFORE UPDATE ON regra_bloqueio FOR EACH ROW EXECUTE FUNCTION regra_bloqueio_versao();
--> statement-breakpoint
CREATE TABLE "regra_bloqueio_criterio" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_regra" integer NOT NULL REFERENCES "regra_bloqueio"("id") ON DELETE CASCADE,
	"tipo" text NOT NULL,
	"tipo_contrato" text,
	"marcador" text,
	"valor_limite" numeric(14, 2),
	"ativo" boolean DEFAULT true NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regra_bloqueio_criterio_tipo_check" CHECK (
		("tipo" = 'promessa_pagamento' AND "tipo_contrato" IS NULL AND "marcador" IS NULL AND "valor_limite" IS NULL)
		OR ("tipo" = 'tipo_contrato' AND "tipo_contrato" IN ('residencial', 'empresarial') AND "marcador" IS NULL AND "valor_limite" IS NULL)
		OR ("tipo" = 'marcador' AND "marcador" IS NOT NULL AND "marcador" <> '' AND "tipo_contrato" IS NULL AND "valor_limite" IS NULL)
		OR ("tipo" = 'valor_abaixo' AND "valor_limite" > 0 AND "tipo_contrato" IS NULL AND "marcador" IS NULL)
	)
);
--> statement-breakpoint
CREATE INDEX "regra_bloqueio_criterio_regra_idx" ON "regra_bloqueio_criterio" USING btree ("id_regra", "ativo");
--> statement-breakpoint
CREATE TRIGGER regra_bloqueio_criterio_audit AFTER INSERT OR UPDATE ON regra_bloqueio_criterio FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER regra_bloqueio_criterio_updated_at BEFORE UPDATE ON regra_bloqueio_criterio FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- A criterion created, changed or deleted is a new version of its rule.
CREATE OR REPLACE FUNCTION regra_bloqueio_criterio_versao() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'updated_at') = (to_jsonb(OLD) - 'updated_at') THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE regra_bloqueio SET versao = versao + 1, alterada_em = now() WHERE id = OLD.id_regra;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.id_regra <> OLD.id_regra) THEN
    UPDATE regra_bloqueio SET versao = versao + 1, alterada_em = now() WHERE id = NEW.id_regra;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER regra_bloqueio_criterio_versao AFTER INSERT OR UPDATE OR DELETE ON regra_bloqueio_criterio FOR EACH ROW EXECUTE FUNCTION regra_bloqueio_criterio_versao();
--> statement-breakpoint
CREATE TABLE "cliente_promessa_pagamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"sistema" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"id_contrato" integer NOT NULL REFERENCES "cliente_contrato"("id"),
	"valida_ate" date NOT NULL,
	"observacao" text DEFAULT '' NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cliente_promessa_pagamento_contrato_idx" ON "cliente_promessa_pagamento" USING btree ("id_contrato", "valida_ate");
--> statement-breakpoint
CREATE TABLE "regra_bloqueio_simulacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_regra" integer NOT NULL REFERENCES "regra_bloqueio"("id"),
	"versao_regra" integer NOT NULL,
	"data_referencia" date NOT NULL,
	"id_usuario" integer,
	"afetados" integer NOT NULL,
	"reduzir" integer NOT NULL,
	"bloquear" integer NOT NULL,
	"excluidos" integer NOT NULL,
	"valor_total" numeric(14, 2) NOT NULL,
	"valor_excluido" numeric(14, 2) NOT NULL,
	"por_excecao" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "regra_bloqueio_simulacao_regra_idx" ON "regra_bloqueio_simulacao" USING btree ("id_regra", "id");
--> statement-breakpoint
CREATE TABLE "regra_bloqueio_aplicacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_regra" integer NOT NULL REFERENCES "regra_bloqueio"("id"),
	"id_simulacao" integer NOT NULL REFERENCES "regra_bloqueio_simulacao"("id"),
	"versao_regra" integer NOT NULL,
	"data_referencia" date NOT NULL,
	"id_usuario" integer,
	"status" text DEFAULT 'pendente' NOT NULL,
	"instancia" text,
	"erro" text,
	"iniciada_em" timestamp with time zone,
	"concluida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regra_bloqueio_aplicacao_status_check" CHECK ("status" IN ('pendente', 'em_execucao', 'concluida', 'falhou'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "regra_bloqueio_aplicacao_simulacao_idx" ON "regra_bloqueio_aplicacao" USING btree ("id_simulacao");
--> statement-breakpoint
CREATE INDEX "regra_bloqueio_aplicacao_regra_idx" ON "regra_bloqueio_aplicacao" USING btree ("id_regra", "id");
--> statement-breakpoint
CREATE INDEX "regra_bloqueio_aplicacao_pendente_idx" ON "regra_bloqueio_aplicacao" USING btree ("id") WHERE "status" IN ('pendente', 'em_execucao');
--> statement-breakpoint
CREATE TABLE "regra_bloqueio_acao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_regra" integer NOT NULL REFERENCES "regra_bloqueio"("id"),
	"id_aplicacao" integer NOT NULL REFERENCES "regra_bloqueio_aplicacao"("id"),
	"id_contrato" integer NOT NULL REFERENCES "cliente_contrato"("id"),
	"sistema" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"data_referencia" date NOT NULL,
	"acao" text NOT NULL,
	"dias_atraso" integer NOT NULL,
	"valor_vencido" numeric(14, 2) NOT NULL,
	"envio" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"ultimo_erro" text,
	"proxima_tentativa" timestamp with time zone DEFAULT now() NOT NULL,
	"reservada_ate" timestamp with time zone,
	"enviada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regra_bloqueio_acao_acao_check" CHECK ("acao" IN ('reduzir', 'bloquear')),
	CONSTRAINT "regra_bloqueio_acao_envio_check" CHECK ("envio" IN ('pendente', 'enviada', 'falhou'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "regra_bloqueio_acao_dia_idx" ON "regra_bloqueio_acao" USING btree ("id_regra", "id_contrato", "data_referencia");
--> statement-breakpoint
CREATE INDEX "regra_bloqueio_acao_aplicacao_idx" ON "regra_bloqueio_acao" USING btree ("id_aplicacao", "envio");
--> statement-breakpoint
CREATE INDEX "regra_bloqueio_acao_envio_idx" ON "regra_bloqueio_acao" USING btree ("proxima_tentativa") WHERE "envio" <> 'enviada';
--> statement-breakpoint
-- The simulation reads a provider's overdue open invoices by due date with their contract and value only.
CREATE INDEX "cliente_fatura_aberta_contrato_idx" ON "cliente_fatura" USING btree ("sistema", "vencimento", "id_contrato", "valor") WHERE "status" = 'aberta';
