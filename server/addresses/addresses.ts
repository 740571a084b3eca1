/**
 * Receiving addresses (docs/product.md §11.1). A customer has at most one default: making one
 * default clears the other in the same transaction (and a partial unique index refuses two), the
 * first address becomes the default, and deleting the default hands it to the newest remaining one.
 */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, receivingAddresses, type AddressSnapshot } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { Tx } from '../http/idempotency';
import type { Address } from '../../contract/addresses';
import { MAX_ADDRESSES } from '../../contract/order-rules';

type Queryable = Db | Tx;
type AddressRow = typeof receivingAddresses.$inferSelect;

export interface AddressFields {
  consignee: string;
  mobile: string;
  country: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  postcode: string;
  company: string;
  isDefault: boolean;
}

const addressOf = (row: AddressRow): Address => ({
  id: row.id,
  consignee: row.consignee,
  mobile: row.mobile,
  country: row.country,
  province: row.province,
  city: row.city,
  district: row.district,
  detail: row.detail,
  postcode: row.postcode,
  company: row.company,
  isDefault: row.isDefault,
});

export const snapshotOf = ({ consignee, mobile, country, province, city, district, detail, postcode, company }: Address): AddressSnapshot => ({
  consignee,
  mobile,
  country,
  province,
  city,
  district,
  detail,
  postcode,
  company,
});

/** The default first, then newest first. */
export async function listAddresses(db: Queryable, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(receivingAddresses)
    .where(eq(receivingAddresses.userId, userId))
    .orderBy(desc(receivingAddresses.isDefault), desc(receivingAddresses.createdAt), desc(receivingAddresses.id));
  return rows.map(addressOf);
}

export async function defaultAddress(db: Queryable, userId: number): Promise<Address | null> {
  const [row] = await db
    .select()
    .from(receivingAddresses)
    .where(and(eq(receivingAddresses.userId, userId), eq(receivingAddresses.isDefault, true)))
    .limit(1);
  return row ? addressOf(row) : null;
}

/** The customer's own address, else code 3 (another customer's id reads as unknown). */
export async function ownAddress(db: Queryable, userId: number, id: number, field = 'id'): Promise<Address> {
  const [row] = await db
    .select()
    .from(receivingAddresses)
    .where(and(eq(receivingAddresses.id, id), eq(receivingAddresses.userId, userId)))
    .limit(1);
  if (!row) throw new ApiFailure(CODE.notFound, `${field}: no receiving address ${id}`);
  return addressOf(row);
}

async function checkCountry(db: Queryable, code: string): Promise<void> {
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code)).limit(1);
  if (!row) throw new ApiFailure(CODE.invalid, `country: unknown country code ${code}`);
}

async function clearDefault(tx: Tx, userId: number, except: number): Promise<void> {
  await tx
    .update(receivingAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(receivingAddresses.userId, userId), eq(receivingAddresses.isDefault, true), ne(receivingAddresses.id, except)));
}

const stored = ({ isDefault, ...fields }: AddressFields) => ({ ...fields, isDefault });

export async function addAddress(db: Db, userId: number, fields: AddressFields): Promise<Address> {
  await checkCountry(db, fields.country);
  return db.transaction(async (tx) => {
    const [held] = await tx.select({ n: count() }).from(receivingAddresses).where(eq(receivingAddresses.userId, userId));
    const n = held?.n ?? 0;
    if (n >= MAX_ADDRESSES) throw new ApiFailure(CODE.invalid, `addresses: at most ${MAX_ADDRESSES} receiving addresses; delete one first`);
    const makeDefault = fields.isDefault || n === 0;
    if (makeDefault) await clearDefault(tx, userId, 0);
    const [row] = await tx
      .insert(receivingAddresses)
      .values({ userId, ...stored(fields), isDefault: makeDefault })
      .returning();
    if (!row) throw new Error('address insert returned no row');
    return addressOf(row);
  });
}

/** isDefault false on the current default keeps it default: a customer with addresses always has one. */
export async function updateAddress(db: Db, userId: number, id: number, fields: AddressFields): Promise<Address> {
  await checkCountry(db, fields.country);
  return db.transaction(async (tx) => {
    const current = await ownAddress(tx, userId, id);
    const makeDefault = fields.isDefault || current.isDefault;
    if (makeDefault) await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(receivingAddresses)
      .set({ ...stored(fields), isDefault: makeDefault, updatedAt: new Date() })
      .where(and(eq(receivingAddresses.id, id), eq(receivingAddresses.userId, userId)))
      .returning();
    if (!row) throw new ApiFailure(CODE.notFound, `id: no receiving address ${id}`);
    return addressOf(row);
  });
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await ownAddress(tx, userId, id);
    await tx.delete(receivingAddresses).where(and(eq(receivingAddresses.id, id), eq(receivingAddresses.userId, userId)));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: receivingAddresses.id })
      .from(receivingAddresses)
      .where(eq(receivingAddresses.userId, userId))
      .orderBy(desc(receivingAddresses.createdAt), asc(receivingAddresses.id))
      .limit(1);
    if (next) await tx.update(receivingAddresses).set({ isDefault: true }).where(eq(receivingAddresses.id, next.id));
  });
}
