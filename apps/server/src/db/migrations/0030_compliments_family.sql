-- HR's wall lists every compliment, hidden ones too, newest first (the wall's own index covers only the visible ones).
CREATE INDEX "rh_elogio_criado_idx" ON "rh_elogio" USING btree ("created_at", "id");--> statement-breakpoint
-- The family list's filters: kinship, income-tax and health-plan dependents.
CREATE INDEX "rh_dependente_parentesco_idx" ON "rh_dependente" USING btree ("parentesco", "id_usuario");--> statement-breakpoint
CREATE INDEX "rh_dependente_ir_idx" ON "rh_dependente" USING btree ("id_usuario") WHERE "dependente_ir";--> statement-breakpoint
CREATE INDEX "rh_dependente_plano_idx" ON "rh_dependente" USING btree ("id_usuario") WHERE "dependente_plano";
