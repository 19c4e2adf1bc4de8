-- FAQ (docs/hr-content.md): categories and questions, searched in Portuguese without accents.
-- unaccent is a contrib extension of PostgreSQL, bundled with PGlite (db/client.ts loads it there).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Two text-search configurations that drop accents before anything else: the Portuguese one stems
-- words (férias, ferias → fer), the simple one keeps them whole, for the word a reader is still typing.
CREATE TEXT SEARCH CONFIGURATION portugues_sem_acento (COPY = portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION portugues_sem_acento
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION simples_sem_acento (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION simples_sem_acento
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
CREATE TABLE "rh_faq_categoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rh_faq_categoria_titulo_idx" ON "rh_faq_categoria" USING btree (lower("titulo"));
--> statement-breakpoint
CREATE INDEX "rh_faq_categoria_ordem_idx" ON "rh_faq_categoria" USING btree ("ativo","ordem","titulo");
--> statement-breakpoint
CREATE TABLE "rh_faq_pergunta" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_categoria" integer NOT NULL REFERENCES "rh_faq_categoria"("id"),
	"pergunta" text NOT NULL,
	"resposta" text NOT NULL,
	"resposta_texto" text DEFAULT '' NOT NULL,
	"publica" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"ajudou_sim" integer DEFAULT 0 NOT NULL,
	"ajudou_nao" integer DEFAULT 0 NOT NULL,
	"busca" tsvector GENERATED ALWAYS AS (
		setweight(to_tsvector('portugues_sem_acento'::regconfig, "pergunta"), 'A')
		|| setweight(to_tsvector('simples_sem_acento'::regconfig, "pergunta"), 'A')
		|| setweight(to_tsvector('portugues_sem_acento'::regconfig, "resposta_texto"), 'B')
		|| setweight(to_tsvector('simples_sem_acento'::regconfig, "resposta_texto"), 'B')
	) STORED,
	"busca_titulo" tsvector GENERATED ALWAYS AS (
		to_tsvector('portugues_sem_acento'::regconfig, "pergunta")
		|| to_tsvector('simples_sem_acento'::regconfig, "pergunta")
	) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rh_faq_pergunta_pergunta_idx" ON "rh_faq_pergunta" USING btree (lower("pergunta"));
--> statement-breakpoint
-- The GIN indexes are written at once (fastupdate off): the embedded database has no autovacuum to
-- empty a pending list, which every search would otherwise read through.
CREATE INDEX "rh_faq_pergunta_busca_idx" ON "rh_faq_pergunta" USING gin ("busca") WITH (fastupdate = off);
--> statement-breakpoint
-- The title's own vector: the title's matches come first, and are ranked on it alone, so that a
-- broad search reads the small vectors of the titles and never the answers' (when 20 titles match).
CREATE INDEX "rh_faq_pergunta_busca_titulo_idx" ON "rh_faq_pergunta" USING gin ("busca_titulo") WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "rh_faq_pergunta_categoria_idx" ON "rh_faq_pergunta" USING btree ("id_categoria","ativo","publica");
--> statement-breakpoint
CREATE INDEX "rh_faq_pergunta_publica_idx" ON "rh_faq_pergunta" USING btree ("publica","ativo");
--> statement-breakpoint
CREATE INDEX "rh_faq_pergunta_criada_idx" ON "rh_faq_pergunta" USING btree ("created_at","id");
--> statement-breakpoint
-- The most helpful questions first (the FAQ's home), without sorting every question.
CREATE INDEX "rh_faq_pergunta_ajudou_idx" ON "rh_faq_pergunta" USING btree ("ajudou_sim" DESC,"ajudou_nao","pergunta","id") WHERE "ativo";
--> statement-breakpoint
CREATE TRIGGER "rh_faq_categoria_audit" AFTER INSERT OR UPDATE ON "rh_faq_categoria"
	FOR EACH ROW EXECUTE FUNCTION rh_audit_row();
--> statement-breakpoint
CREATE TRIGGER "rh_faq_categoria_updated_at" BEFORE UPDATE ON "rh_faq_categoria"
	FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- A question's edit history holds what staff write: the votes and the columns derived from the answer
-- (its plain text and the search vectors) are left out, and a vote is not an edit.
CREATE FUNCTION rh_faq_pergunta_audit() RETURNS trigger AS $$
DECLARE
	actor text := NULLIF(current_setting('app.user_id', true), '');
	old_row jsonb;
	new_row jsonb := to_jsonb(NEW) - 'busca' - 'busca_titulo' - 'resposta_texto' - 'ajudou_sim' - 'ajudou_nao';
BEGIN
	IF TG_OP = 'UPDATE' THEN
		old_row := to_jsonb(OLD) - 'busca' - 'busca_titulo' - 'resposta_texto' - 'ajudou_sim' - 'ajudou_nao';
		IF (old_row - 'created_at' - 'updated_at') = (new_row - 'created_at' - 'updated_at') THEN
			RETURN NEW;
		END IF;
	END IF;
	INSERT INTO rh_logs_rh (tabela, id_item, operacao, old_data, new_data, id_usuario)
	VALUES (TG_TABLE_NAME, new_row->>'id', TG_OP, old_row, new_row, actor::integer);
	RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "rh_faq_pergunta_audit" AFTER INSERT OR UPDATE ON "rh_faq_pergunta"
	FOR EACH ROW EXECUTE FUNCTION rh_faq_pergunta_audit();
--> statement-breakpoint
-- A vote keeps the question's "atualizado em".
CREATE FUNCTION rh_faq_pergunta_updated_at() RETURNS trigger AS $$
BEGIN
	IF (to_jsonb(NEW) - 'busca' - 'busca_titulo' - 'ajudou_sim' - 'ajudou_nao' - 'updated_at')
		IS DISTINCT FROM (to_jsonb(OLD) - 'busca' - 'busca_titulo' - 'ajudou_sim' - 'ajudou_nao' - 'updated_at') THEN
		NEW.updated_at := now();
	END IF;
	RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "rh_faq_pergunta_updated_at" BEFORE UPDATE ON "rh_faq_pergunta"
	FOR EACH ROW EXECUTE FUNCTION rh_faq_pergunta_updated_at();
--> statement-breakpoint
-- How many active questions, and active public ones, each category holds, kept by a trigger: the
-- FAQ's home shows the counts, and counting them would read every question (the embedded database has
-- no autovacuum, so no visibility map lets an index alone answer a count).
CREATE TABLE "rh_faq_categoria_contagem" (
	"id_categoria" integer PRIMARY KEY NOT NULL REFERENCES "rh_faq_categoria"("id") ON DELETE cascade,
	"ativas" integer DEFAULT 0 NOT NULL,
	"publicas" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION rh_faq_categoria_contar() RETURNS trigger AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.ativo THEN
		UPDATE rh_faq_categoria_contagem
		SET ativas = ativas - 1, publicas = publicas - OLD.publica::integer
		WHERE id_categoria = OLD.id_categoria;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.ativo THEN
		INSERT INTO rh_faq_categoria_contagem AS n (id_categoria, ativas, publicas)
		VALUES (NEW.id_categoria, 1, NEW.publica::integer)
		ON CONFLICT (id_categoria) DO UPDATE SET ativas = n.ativas + 1, publicas = n.publicas + excluded.publicas;
	END IF;
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "rh_faq_pergunta_contar" AFTER INSERT OR DELETE OR UPDATE OF "id_categoria", "ativo", "publica"
	ON "rh_faq_pergunta" FOR EACH ROW EXECUTE FUNCTION rh_faq_categoria_contar();
