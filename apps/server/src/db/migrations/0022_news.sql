-- Read confirmations ("Li e estou ciente") of news items and handbook chapters (docs/hr-content.md).
CREATE TABLE "rh_leitura" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"id_item" integer NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"id_usuario" integer NOT NULL REFERENCES "rh_usuario"("id") ON DELETE cascade,
	"confirmado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_leitura_tipo_check" CHECK ("tipo" IN ('noticia', 'manual'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rh_leitura_item_usuario_idx" ON "rh_leitura" USING btree ("tipo","id_item","versao","id_usuario");
--> statement-breakpoint
CREATE INDEX "rh_leitura_usuario_idx" ON "rh_leitura" USING btree ("id_usuario","tipo");
