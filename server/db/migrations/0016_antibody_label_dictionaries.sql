-- The antibody finder's isotype group and the 'unconjugated' conjugate (docs/product.md §2.4 item 3, §3.1):
-- a catalogue made before them (one whose conjugate dictionary is filled) gets their dictionary rows, so
-- the supplier's import can name them. A fresh database gets them from the seed
-- (server/seed/antibody-isotypes.ts), in the same order.
INSERT INTO "sys_dicts" ("dict_type", "dict_code", "dict_value_en", "dict_value_zh", "sort")
SELECT t.dict_type, t.dict_code, t.dict_value_en, t.dict_value_zh, t.sort FROM (VALUES
  ('conjugate', 'unconjugated', 'Unconjugated', '未标记', 0),
  ('isotype', 'IgG', 'IgG', 'IgG', 1),
  ('isotype', 'IgG1', 'IgG1', 'IgG1', 2),
  ('isotype', 'IgG2a', 'IgG2a', 'IgG2a', 3),
  ('isotype', 'IgG2b', 'IgG2b', 'IgG2b', 4),
  ('isotype', 'IgG3', 'IgG3', 'IgG3', 5),
  ('isotype', 'IgM', 'IgM', 'IgM', 6),
  ('isotype', 'IgY', 'IgY', 'IgY', 7)
) AS t(dict_type, dict_code, dict_value_en, dict_value_zh, sort)
WHERE EXISTS (SELECT 1 FROM "sys_dicts" WHERE "dict_type" = 'conjugate')
ON CONFLICT ("dict_type", "dict_code") DO NOTHING;
