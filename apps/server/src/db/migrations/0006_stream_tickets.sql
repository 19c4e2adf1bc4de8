CREATE TABLE "auth_ticket" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"id_identidade" uuid NOT NULL,
	"credencial" jsonb NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_ticket" ADD CONSTRAINT "auth_ticket_id_identidade_auth_identidade_id_fk" FOREIGN KEY ("id_identidade") REFERENCES "public"."auth_identidade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_ticket_expira_idx" ON "auth_ticket" USING btree ("expira_em");