-- Goods indexed before pinyin search (docs/product.md §5) carry no pinyin readings. The search
-- tables hold only what is derived from the goods rows, so emptying goods_search loses nothing:
-- the API rebuilds the whole index at start-up when it finds goods without one
-- (indexGoodsSearchIfMissing), so an upgraded catalogue is found by pinyin without a command.
DELETE FROM "goods_search";
