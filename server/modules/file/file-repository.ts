// All SQL of stored files.
import { and, eq } from 'drizzle-orm';
import type { FilePurpose } from '../../../contract/file';
import type { Db } from '../../db/client';
import { storedFile } from '../../db/schema/file';

export type StoredFileRecord = typeof storedFile.$inferSelect;
export type NewStoredFile = typeof storedFile.$inferInsert;

export async function findFile(db: Db, fileId: string): Promise<StoredFileRecord | undefined> {
  const [row] = await db.select().from(storedFile).where(eq(storedFile.fileId, fileId));
  return row;
}

/** Whether a file of this purpose exists (a landing item may only point to a landing image). */
export async function fileHasPurpose(db: Db, fileId: string, purpose: FilePurpose): Promise<boolean> {
  const rows = await db
    .select({ fileId: storedFile.fileId })
    .from(storedFile)
    .where(and(eq(storedFile.fileId, fileId), eq(storedFile.purpose, purpose)));
  return rows.length > 0;
}

/** Inserts the file; an existing id is left as it is (seed files have ids made from their bytes). */
export async function insertFile(db: Db, file: NewStoredFile): Promise<void> {
  await db.insert(storedFile).values(file).onConflictDoNothing({ target: storedFile.fileId });
}
