-- Supplies and field teams (docs/supplies.md): products, squads, places, units by asset tag, moves as the
-- only way a unit changes place, returns registered in the field, and the squads' counted inventories.
CREATE TABLE "suprimentos_produto" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"modelo" text NOT NULL,
	"custo" numeric(14, 2) NOT NULL,
	"serializado" boolean DEFAULT true NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suprimentos_produto_tipo_check" CHECK ("tipo" IN ('ont', 'roteador', 'cabo', 'fonte', 'conector', 'outro')),
	CONSTRAINT "suprimentos_produto_custo_check" CHECK ("custo" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "suprimentos_produto_nome_idx" ON "suprimentos_produto" USING btree (lower("nome"));
--> statement-breakpoint
CREATE TABLE "suprimentos_equipe" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"id_empresa" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"id_cidade" integer REFERENCES "rh_cidade_provedor"("id"),
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "suprimentos_equipe_nome_idx" ON "suprimentos_equipe" USING btree (lower("nome"));
--> statement-breakpoint
CREATE INDEX "suprimentos_equipe_empresa_idx" ON "suprimentos_equipe" USING btree ("id_empresa", "id");
--> statement-breakpoint
CREATE TABLE "suprimentos_equipe_membro" (
	"id_equipe" integer NOT NULL REFERENCES "suprimentos_equipe"("id") ON DELETE CASCADE,
	"id_usuario" integer NOT NULL REFERENCES "rh_usuario"("id"),
	CONSTRAINT "suprimentos_equipe_membro_pk" PRIMARY KEY ("id_equipe", "id_usuario")
);
--> statement-breakpoint
CREATE INDEX "suprimentos_equipe_membro_usuario_idx" ON "suprimentos_equipe_membro" USING btree ("id_usuario");
--> statement-breakpoint
CREATE TABLE "suprimentos_local" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"nome" text NOT NULL,
	"id_empresa" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"id_cidade" integer REFERENCES "rh_cidade_provedor"("id"),
	"id_equipe" integer REFERENCES "suprimentos_equipe"("id"),
	"id_contrato" integer REFERENCES "cliente_contrato"("id"),
	CONSTRAINT "suprimentos_local_tipo_check" CHECK ("tipo" IN ('almoxarifado', 'equipe', 'cliente', 'manutencao', 'reciclagem', 'ajuste')),
	CONSTRAINT "suprimentos_local_almoxarifado_check" CHECK (("tipo" = 'almoxarifado') = ("id_cidade" IS NOT NULL)),
	CONSTRAINT "suprimentos_local_equipe_check" CHECK (("tipo" = 'equipe') = ("id_equipe" IS NOT NULL)),
	CONSTRAINT "suprimentos_local_cliente_check" CHECK (("tipo" = 'cliente') = ("id_contrato" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "suprimentos_local_cidade_idx" ON "suprimentos_local" USING btree ("id_cidade") WHERE "id_cidade" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "suprimentos_local_equipe_idx" ON "suprimentos_local" USING btree ("id_equipe") WHERE "id_equipe" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "suprimentos_local_contrato_idx" ON "suprimentos_local" USING btree ("id_contrato") WHERE "id_contrato" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "suprimentos_local_empresa_unico_idx" ON "suprimentos_local" USING btree ("id_empresa", "tipo")
	WHERE "tipo" IN ('manutencao', 'reciclagem', 'ajuste');
--> statement-breakpoint
CREATE INDEX "suprimentos_local_empresa_idx" ON "suprimentos_local" USING btree ("id_empresa", "tipo", "id");
--> statement-breakpoint
CREATE TABLE "suprimentos_unidade" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_produto" integer NOT NULL REFERENCES "suprimentos_produto"("id"),
	"id_empresa" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"patrimonio" text NOT NULL,
	"serial" text,
	"id_local" integer NOT NULL REFERENCES "suprimentos_local"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suprimentos_unidade_patrimonio_check" CHECK ("patrimonio" ~ '^[A-Z0-9][A-Z0-9-]{2,39}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "suprimentos_unidade_patrimonio_idx" ON "suprimentos_unidade" USING btree ("patrimonio");
--> statement-breakpoint
CREATE UNIQUE INDEX "suprimentos_unidade_serial_idx" ON "suprimentos_unidade" USING btree ("serial") WHERE "serial" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "suprimentos_unidade_local_idx" ON "suprimentos_unidade" USING btree ("id_local", "id_produto", "id");
--> statement-breakpoint
CREATE INDEX "suprimentos_unidade_produto_idx" ON "suprimentos_unidade" USING btree ("id_produto", "id");
--> statement-breakpoint
CREATE INDEX "suprimentos_unidade_empresa_idx" ON "suprimentos_unidade" USING btree ("id_empresa", "id");
--> statement-breakpoint
CREATE TABLE "suprimentos_movimento" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_unidade" integer NOT NULL REFERENCES "suprimentos_unidade"("id"),
	"id_empresa" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"tipo" text NOT NULL,
	"de_local" integer REFERENCES "suprimentos_local"("id"),
	"para_local" integer NOT NULL REFERENCES "suprimentos_local"("id"),
	"os" text,
	"motivo" text,
	"id_usuario" integer REFERENCES "rh_usuario"("id"),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suprimentos_movimento_tipo_check" CHECK ("tipo" IN ('entrada', 'retirada', 'instalacao', 'recolhimento', 'devolucao', 'manutencao', 'reparo', 'reciclagem', 'ajuste')),
	CONSTRAINT "suprimentos_movimento_origem_check" CHECK (("tipo" = 'entrada') = ("de_local" IS NULL)),
	CONSTRAINT "suprimentos_movimento_destino_check" CHECK ("de_local" IS DISTINCT FROM "para_local")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "suprimentos_movimento_entrada_idx" ON "suprimentos_movimento" USING btree ("id_unidade") WHERE "tipo" = 'entrada';
--> statement-breakpoint
CREATE INDEX "suprimentos_movimento_unidade_idx" ON "suprimentos_movimento" USING btree ("id_unidade", "id");
--> statement-breakpoint
CREATE INDEX "suprimentos_movimento_tipo_idx" ON "suprimentos_movimento" USING btree ("tipo", "criado_em", "id");
--> statement-breakpoint
CREATE INDEX "suprimentos_movimento_empresa_idx" ON "suprimentos_movimento" USING btree ("id_empresa", "tipo", "criado_em", "id");
--> statement-breakpoint
CREATE INDEX "suprimentos_movimento_de_idx" ON "suprimentos_movimento" USING btree ("de_local", "criado_em", "id");
--> statement-breakpoint
CREATE INDEX "suprimentos_movimento_para_idx" ON "suprimentos_movimento" USING btree ("para_local", "criado_em", "id");
--> statement-breakpoint
CREATE INDEX "suprimentos_movimento_criado_idx" ON "suprimentos_movimento" USING btree ("criado_em", "id");
--> statement-breakpoint
CREATE INDEX "suprimentos_movimento_os_idx" ON "suprimentos_movimento" USING btree ("os") WHERE "os" IS NOT NULL;
--> statement-breakpoint
-- A move is applied to its unit as it is inserted: the unit must be at the move's origin (an entry records a
-- unit where it was created); a written-off unit never moves again.
CREATE OR REPLACE FUNCTION suprimentos_movimento_aplica() RETURNS trigger AS $$
DECLARE
  atual integer;
BEGIN
  SELECT id_local INTO atual FROM suprimentos_unidade WHERE id = NEW.id_unidade FOR UPDATE;
  IF NEW.tipo = 'entrada' THEN
    IF atual IS DISTINCT FROM NEW.para_local THEN
      RAISE EXCEPTION 'A unidade não está no local de origem do movimento.' USING ERRCODE = 'P0001';
    END IF;
    RETURN NEW;
  END IF;
  IF atual IS DISTINCT FROM NEW.de_local THEN
    RAISE EXCEPTION 'A unidade não está no local de origem do movimento.' USING ERRCODE = 'P0001';
  END IF;
  IF EXISTS (SELECT 1 FROM suprimentos_local WHERE id = NEW.de_local AND tipo = 'reciclagem') THEN
    RAISE EXCEPTION 'Uma unidade reciclada não se move mais.' USING ERRCODE = 'P0001';
  END IF;
  PERFORM set_config('suprimentos.movimento', 'on', true);
  UPDATE suprimentos_unidade SET id_local = NEW.para_local, updated_at = now() WHERE id = NEW.id_unidade;
  PERFORM set_config('suprimentos.movimento', '', true);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER suprimentos_movimento_aplica BEFORE INSERT ON suprimentos_movimento FOR EACH ROW EXECUTE FUNCTION suprimentos_movimento_aplica();
--> statement-breakpoint
-- Moves are history: only their OS may be corrected; nothing is deleted.
CREATE OR REPLACE FUNCTION suprimentos_movimento_historico() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'Movimentos não são excluídos.' USING ERRCODE = 'P0001';
  END IF;
  IF (to_jsonb(NEW) - 'os') IS DISTINCT FROM (to_jsonb(OLD) - 'os') THEN
    RAISE EXCEPTION 'Um movimento só tem a OS corrigida.' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER suprimentos_movimento_historico BEFORE UPDATE OR DELETE ON suprimentos_movimento FOR EACH ROW EXECUTE FUNCTION suprimentos_movimento_historico();
--> statement-breakpoint
-- A unit's place changes only through a move.
CREATE OR REPLACE FUNCTION suprimentos_unidade_local() RETURNS trigger AS $$
BEGIN
  IF NEW.id_local IS DISTINCT FROM OLD.id_local AND coalesce(current_setting('suprimentos.movimento', true), '') <> 'on' THEN
    RAISE EXCEPTION 'O local de uma unidade muda só por um movimento.' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER suprimentos_unidade_local BEFORE UPDATE OF id_local ON suprimentos_unidade FOR EACH ROW EXECUTE FUNCTION suprimentos_unidade_local();
--> statement-breakpoint
CREATE TABLE "suprimentos_retorno" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"id_empresa" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"id_equipe" integer NOT NULL REFERENCES "suprimentos_equipe"("id"),
	"id_contrato" integer REFERENCES "cliente_contrato"("id"),
	"os" text,
	"patrimonio" text,
	"id_movimento" bigint REFERENCES "suprimentos_movimento"("id"),
	"id_usuario" integer REFERENCES "rh_usuario"("id"),
	"registrado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suprimentos_retorno_tipo_check" CHECK ("tipo" IN ('recolhimento', 'devolucao')),
	CONSTRAINT "suprimentos_retorno_contrato_check" CHECK (("tipo" = 'recolhimento') = ("id_contrato" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "suprimentos_retorno_movimento_idx" ON "suprimentos_retorno" USING btree ("id_movimento") WHERE "id_movimento" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "suprimentos_retorno_feito_idx" ON "suprimentos_retorno" USING btree ("tipo", "registrado_em", "id") WHERE "id_movimento" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "suprimentos_retorno_pendente_idx" ON "suprimentos_retorno" USING btree ("tipo", "registrado_em", "id") WHERE "id_movimento" IS NULL;
--> statement-breakpoint
CREATE INDEX "suprimentos_retorno_empresa_idx" ON "suprimentos_retorno" USING btree ("id_empresa", "tipo", "registrado_em", "id");
--> statement-breakpoint
CREATE INDEX "suprimentos_retorno_equipe_idx" ON "suprimentos_retorno" USING btree ("id_equipe", "tipo", "registrado_em", "id");
--> statement-breakpoint
CREATE TABLE "suprimentos_inventario" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_equipe" integer NOT NULL REFERENCES "suprimentos_equipe"("id"),
	"equipe" text NOT NULL,
	"sistema" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"cidade" text DEFAULT 'Rio Grande' NOT NULL,
	"id_produto" integer REFERENCES "suprimentos_produto"("id"),
	"patrimonio" text,
	"quantidade_informada" integer NOT NULL,
	"quantidade_sistema" integer,
	"origem" text NOT NULL,
	"validado" boolean DEFAULT false NOT NULL,
	"validado_em" timestamp with time zone,
	"id_validado_por" integer REFERENCES "rh_usuario"("id"),
	"id_usuario" integer REFERENCES "rh_usuario"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suprimentos_inventario_origem_check" CHECK ("origem" IN ('mk', 'manual')),
	CONSTRAINT "suprimentos_inventario_item_check" CHECK ("patrimonio" IS NOT NULL OR "id_produto" IS NOT NULL),
	CONSTRAINT "suprimentos_inventario_quantidade_check" CHECK ("quantidade_informada" >= 0 AND ("patrimonio" IS NULL OR "quantidade_informada" <= 1))
);
--> statement-breakpoint
CREATE INDEX "suprimentos_inventario_equipe_idx" ON "suprimentos_inventario" USING btree ("id_equipe", "validado", "id");
--> statement-breakpoint
CREATE INDEX "suprimentos_inventario_sistema_idx" ON "suprimentos_inventario" USING btree ("sistema", "validado", "id");
--> statement-breakpoint
CREATE TRIGGER suprimentos_equipe_audit AFTER INSERT OR UPDATE ON suprimentos_equipe FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER suprimentos_produto_audit AFTER INSERT OR UPDATE ON suprimentos_produto FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER suprimentos_inventario_audit AFTER INSERT OR UPDATE ON suprimentos_inventario FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
