/** The account information page (docs/product.md §14): nickname (the account's userName), company, avatar. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customerProfiles, uploadedFiles, users } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { Profile } from '../../contract/feedback';
import { AVATAR_MAX_BYTES } from '../../contract/upload-rules';

export async function readProfile(db: Db, userId: number): Promise<Profile> {
  const [row] = await db
    .select({ nickname: users.userName, companyName: users.companyName, avatarId: customerProfiles.avatarFileId })
    .from(users)
    .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new ApiFailure(CODE.unauthorized, 'token: no such customer');
  return { nickname: row.nickname, companyName: row.companyName, avatarId: row.avatarId ?? null };
}

export interface ProfileChange {
  nickname: string;
  companyName: string;
  /** undefined keeps the avatar, null removes it. */
  avatarId?: string | null;
}

/** The avatar must be this customer's own upload, a JPG of at most 2 MB (docs/product.md §5). */
async function checkAvatar(db: Db, userId: number, avatarId: string): Promise<void> {
  const [file] = await db
    .select({ extension: uploadedFiles.extension, size: uploadedFiles.size })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, avatarId), eq(uploadedFiles.userId, userId)));
  if (!file) throw new ApiFailure(CODE.invalid, 'avatarId: no uploaded file of yours with this id');
  if (file.extension !== 'jpg') throw new ApiFailure(CODE.invalid, 'avatarId: the avatar must be a JPG image');
  if (file.size > AVATAR_MAX_BYTES) throw new ApiFailure(CODE.invalid, `avatarId: the avatar must be at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB`);
}

export async function updateProfile(db: Db, userId: number, change: ProfileChange): Promise<Profile> {
  if (change.avatarId) await checkAvatar(db, userId, change.avatarId);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ userName: change.nickname, companyName: change.companyName }).where(eq(users.id, userId));
    if (change.avatarId !== undefined) {
      await tx
        .insert(customerProfiles)
        .values({ userId, avatarFileId: change.avatarId, updatedAt: new Date() })
        .onConflictDoUpdate({ target: customerProfiles.userId, set: { avatarFileId: change.avatarId, updatedAt: new Date() } });
    }
  });
  return readProfile(db, userId);
}
