ALTER TABLE "rh_usuario" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "rg" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "genero" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "estado_civil" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "id_imagem" uuid;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "nacionalidade" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "email_corp" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "cep" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "rua" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "numero" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "complemento" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "bairro" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "id_cidade" integer;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "cnh_categoria" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "cnh_numero" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "linkedin" text;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "viagem" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "roles" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD COLUMN "perfis" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD CONSTRAINT "rh_usuario_id_imagem_arquivo_id_fk" FOREIGN KEY ("id_imagem") REFERENCES "public"."arquivo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rh_usuario" ADD CONSTRAINT "rh_usuario_genero_check" CHECK ("genero" IN ('F', 'M', 'O'));--> statement-breakpoint
CREATE UNIQUE INDEX "rh_usuario_cpf_idx" ON "rh_usuario" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "rh_usuario_lista_idx" ON "rh_usuario" USING btree ("funcionario","nome","id");--> statement-breakpoint
ALTER TABLE "rh_perfil" ADD COLUMN "roles" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE TABLE "rh_usuario_role" (
	"id_usuario" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "rh_usuario_role_id_usuario_role_pk" PRIMARY KEY("id_usuario","role")
);--> statement-breakpoint
ALTER TABLE "rh_usuario_role" ADD CONSTRAINT "rh_usuario_role_id_usuario_rh_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."rh_usuario"("id") ON DELETE cascade ON UPDATE no action;
