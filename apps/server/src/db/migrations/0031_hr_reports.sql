-- HR reports (docs/hr-people.md, "Reports"): indexes for the reports' filters at 50,000 employees.
-- Admissions by period and the turnover chart's scan of employees up to a day.
CREATE INDEX "rh_usuario_admissao_idx" ON "rh_usuario" ("data_admissao", "id") WHERE "funcionario";
--> statement-breakpoint
-- Birthdays of a month.
CREATE INDEX "rh_usuario_nascimento_mes_idx" ON "rh_usuario" ((extract(month from "data_nascimento"))) WHERE "funcionario";
--> statement-breakpoint
-- Company anniversaries of a month.
CREATE INDEX "rh_usuario_admissao_mes_idx" ON "rh_usuario" ((extract(month from "data_admissao"))) WHERE "funcionario";
--> statement-breakpoint
-- "Active on a day": the applied dismissal of a person, dated on or before the day.
CREATE INDEX "rh_desligamento_aplicado_idx" ON "rh_desligamento" ("id_usuario", "data") WHERE "status" = 'aplicado';
