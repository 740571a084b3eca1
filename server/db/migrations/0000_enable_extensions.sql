-- pg_trgm backs the search indexes; PGlite loads it from its bundled extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
