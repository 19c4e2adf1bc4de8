CREATE TABLE "rh_usuario_onboarding_contagem" (
	"id_onboarding" integer NOT NULL,
	"id_departamento" integer NOT NULL,
	"concluido" boolean NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rh_usuario_onboarding_contagem_id_onboarding_id_departamento_concluido_pk" PRIMARY KEY("id_onboarding","id_departamento","concluido")
);
--> statement-breakpoint
ALTER TABLE "rh_usuario_onboarding_contagem" ADD CONSTRAINT "rh_usuario_onboarding_contagem_id_onboarding_rh_onboarding_id_fk" FOREIGN KEY ("id_onboarding") REFERENCES "public"."rh_onboarding"("id") ON DELETE cascade ON UPDATE no action;