-- When an incident was resolved: the incidents dashboard's time to resolve (registered → resolved).
ALTER TABLE "rh_incidente" ADD COLUMN "resolvido_em" timestamp with time zone;
