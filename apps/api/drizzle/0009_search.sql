-- Search: full text per language with unaccent, typo tolerance by trigrams. The document
-- expressions are IMMUTABLE functions so their GIN indexes follow every row change: no
-- rebuild step. unaccent() itself is only STABLE (its dictionary could change), hence the
-- wrapper naming the dictionary, as PostgreSQL's documentation advises. Names inside the
-- bodies are schema-qualified: index builds run with a search_path of pg_catalog alone.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE FUNCTION search_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE FUNCTION search_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT (CASE left(language, 2) WHEN 'nl' THEN 'dutch' WHEN 'de' THEN 'german'
    WHEN 'fr' THEN 'french' ELSE 'english' END)::regconfig $$;--> statement-breakpoint
-- The words of a content body: paragraph spans, headings, quotes, calls to action, list
-- items, field-list values and captions.
CREATE FUNCTION search_body_text(body jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(string_agg(part #>> '{}', ' '), '') FROM (
    SELECT jsonb_path_query(body, '$[*].spans[*].text') AS part
    UNION ALL SELECT jsonb_path_query(body, '$[*].text')
    UNION ALL SELECT jsonb_path_query(body, '$[*].items[*]')
    UNION ALL SELECT jsonb_path_query(body, '$[*].entries[*].value')
    UNION ALL SELECT jsonb_path_query(body, '$[*].caption')
  ) AS parts $$;--> statement-breakpoint
CREATE FUNCTION search_document(language text, title text, summary text, body text)
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector(public.search_config(language),
      public.search_unaccent(coalesce(title, ''))), 'A') ||
    setweight(to_tsvector(public.search_config(language),
      public.search_unaccent(coalesce(summary, ''))), 'B') ||
    setweight(to_tsvector(public.search_config(language),
      public.search_unaccent(coalesce(body, ''))), 'C') $$;--> statement-breakpoint
CREATE INDEX "content_translations_search_idx" ON "content_translations"
  USING gin (search_document("locale", "title", "summary", search_body_text("body")));--> statement-breakpoint
CREATE INDEX "content_translations_title_trgm_idx" ON "content_translations"
  USING gin (search_unaccent("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translations_search_idx" ON "product_translations"
  USING gin (search_document("language", "name", "summary", "description"));--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_idx" ON "product_translations"
  USING gin (search_unaccent("name") gin_trgm_ops);
