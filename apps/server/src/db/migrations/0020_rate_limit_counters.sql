-- Rate-limit counters shared by every instance: one row per limited route and client address, for its
-- current window. Unlogged (no write-ahead log on the public calls that count): a crash empties it,
-- which only reopens the windows. Windows ended are deleted by the instances periodically.
CREATE UNLOGGED TABLE "limite_requisicao" (
	"chave" text PRIMARY KEY NOT NULL,
	"contagem" integer NOT NULL,
	"fim" timestamp with time zone NOT NULL
);
