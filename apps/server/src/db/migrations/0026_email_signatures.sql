-- E-mail signatures: one template per provider company (logo, colours, legal line, site, central
-- phone), audited so that the edit history shows who changed it.
CREATE TABLE "rh_modelo_assinatura" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_logo" uuid,
	"logo_largura" integer,
	"logo_altura" integer,
	"cor_primaria" text NOT NULL,
	"cor_secundaria" text NOT NULL,
	"linha_legal" text DEFAULT '' NOT NULL,
	"site" text DEFAULT '' NOT NULL,
	"telefone_central" text DEFAULT '' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rh_modelo_assinatura_cor_primaria_check" CHECK ("rh_modelo_assinatura"."cor_primaria" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "rh_modelo_assinatura_cor_secundaria_check" CHECK ("rh_modelo_assinatura"."cor_secundaria" ~ '^#[0-9A-Fa-f]{6}$')
);--> statement-breakpoint
ALTER TABLE "rh_modelo_assinatura" ADD CONSTRAINT "rh_modelo_assinatura_id_empresa_rh_empresa_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."rh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_modelo_assinatura" ADD CONSTRAINT "rh_modelo_assinatura_id_logo_arquivo_id_fk" FOREIGN KEY ("id_logo") REFERENCES "public"."arquivo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rh_modelo_assinatura_empresa_idx" ON "rh_modelo_assinatura" USING btree ("id_empresa");--> statement-breakpoint
CREATE TRIGGER rh_modelo_assinatura_audit AFTER INSERT OR UPDATE ON rh_modelo_assinatura FOR EACH ROW EXECUTE FUNCTION rh_audit_row();--> statement-breakpoint
CREATE TRIGGER rh_modelo_assinatura_updated_at BEFORE UPDATE ON rh_modelo_assinatura FOR EACH ROW EXECUTE FUNCTION set_updated_at();
