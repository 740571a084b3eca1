-- Mobile numbers are stored in E.164 from now on (docs/product.md §4): a bare 11-digit mainland
-- mobile gains +86, other digit strings (written with their country code) a +. Where one person
-- had both forms, the older account takes the number and the newer keeps its old form.
WITH target AS (
  SELECT id, CASE WHEN mobile ~ '^1[3-9][0-9]{9}$' THEN '+86' || mobile ELSE '+' || mobile END AS e164
  FROM users
  WHERE mobile ~ '^[0-9]+$'
), chosen AS (
  SELECT DISTINCT ON (e164) id, e164
  FROM target t
  WHERE NOT EXISTS (SELECT 1 FROM users o WHERE o.mobile = t.e164)
  ORDER BY e164, id
)
UPDATE users u SET mobile = c.e164 FROM chosen c WHERE u.id = c.id;
