-- Company resources that people book (rooms, projectors …) and their bookings. Two bookings of one
-- resource never overlap: the exclusion constraint refuses the second even when both arrive at once
-- (btree_gist gives GiST the integer equality; a contrib extension of PostgreSQL, bundled with PGlite).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "rh_recurso" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"local" text DEFAULT '' NOT NULL,
	"capacidade" integer,
	"id_empresa" integer NOT NULL REFERENCES "rh_empresa"("id"),
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_recurso_tipo_check" CHECK ("tipo" IN ('sala', 'projetor', 'equipamento', 'veiculo')),
	CONSTRAINT "rh_recurso_capacidade_check" CHECK ("capacidade" IS NULL OR "capacidade" BETWEEN 1 AND 500)
);--> statement-breakpoint
CREATE UNIQUE INDEX "rh_recurso_nome_idx" ON "rh_recurso" USING btree (lower("nome"));--> statement-breakpoint
CREATE INDEX "rh_recurso_empresa_idx" ON "rh_recurso" USING btree ("id_empresa");--> statement-breakpoint
CREATE INDEX "rh_recurso_tipo_idx" ON "rh_recurso" USING btree ("tipo");--> statement-breakpoint
CREATE TABLE "rh_recurso_reserva" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_recurso" integer NOT NULL REFERENCES "rh_recurso"("id") ON DELETE CASCADE,
	"id_usuario" integer NOT NULL REFERENCES "rh_usuario"("id") ON DELETE CASCADE,
	"assunto" text NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_recurso_reserva_intervalo_check" CHECK ("fim" > "inicio"),
	CONSTRAINT "rh_recurso_reserva_sem_sobreposicao" EXCLUDE USING gist ("id_recurso" WITH =, tstzrange("inicio", "fim") WITH &&)
);--> statement-breakpoint
-- The calendar of all resources asks by period: the exclusion's index serves one resource's days.
CREATE INDEX "rh_recurso_reserva_periodo_idx" ON "rh_recurso_reserva" USING gist (tstzrange("inicio", "fim"));--> statement-breakpoint
CREATE INDEX "rh_recurso_reserva_usuario_idx" ON "rh_recurso_reserva" USING btree ("id_usuario", "inicio");--> statement-breakpoint
CREATE TRIGGER "rh_recurso_audit" AFTER INSERT OR UPDATE ON "rh_recurso" FOR EACH ROW EXECUTE FUNCTION rh_audit_row();--> statement-breakpoint
CREATE TRIGGER "rh_recurso_updated_at" BEFORE UPDATE ON "rh_recurso" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
