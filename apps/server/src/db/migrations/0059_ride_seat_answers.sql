-- The driver accepts or declines each seat asked on a ride; a declined seat is free again.
ALTER TABLE "frota_carona_pedido" ADD COLUMN "status" text DEFAULT 'pendente' NOT NULL;
--> statement-breakpoint
ALTER TABLE "frota_carona_pedido" ADD CONSTRAINT "frota_carona_pedido_status_check" CHECK ("status" IN ('pendente', 'aceito', 'recusado'));
