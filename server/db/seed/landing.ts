import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LandingKind } from '../../../contract/landing';
import type { FileStore } from '../../files/file-store';
import { inspectImage } from '../../modules/file/image-type';
import { contentUuid, imageFile } from '../../modules/file/stored-image';
import type { Db } from '../client';
import { landingItem, landingStatCounter } from '../schema/landing';
import { landingSeed, seedImageNames, statCounterSeed, type SeedImageName } from './landing-content';

const SEEDED_BY = 'system';
/** Any constant, unique among the project's advisory locks. */
const LANDING_SEED_LOCK = 40_041;
const imagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'landing-images');

/** Reads, checks and stores the seed pictures; answers their file ids by name. */
async function seedImages(tx: Db, files: FileStore): Promise<Map<SeedImageName, string>> {
  const ids = new Map<SeedImageName, string>();
  for (const name of seedImageNames) {
    const content = readFileSync(path.join(imagesDir, `${name}.webp`));
    const image = inspectImage(content);
    // The same check as an upload: a broken seed picture must fail loudly, not ship.
    if (!image) throw new Error(`seed image ${name}.webp is not a PNG, JPEG or WebP image`);
    const stored = await files.put(
      tx,
      imageFile({
        content,
        image,
        purpose: 'LANDING_IMAGE',
        originalName: `${name}.webp`,
        createBy: SEEDED_BY,
        fileId: contentUuid(content),
      }),
    );
    ids.set(name, stored.fileId);
  }
  return ids;
}

/**
 * The first landing content (landing-content.ts) and its pictures, once: only while the
 * landing_item table is empty, so administrators' edits and deletions are never undone. The
 * counters are added when missing. Safe on every start.
 */
export async function seedLanding(db: Db, files: FileStore): Promise<void> {
  await db.transaction(async (tx) => {
    // Several server processes may start at once on a new database: one seeds, the others wait
    // here and then find the table filled.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LANDING_SEED_LOCK})`);
    const [any] = await tx
      .select({ one: sql<number>`1` })
      .from(landingItem)
      .limit(1);
    if (!any) {
      const imageIds = await seedImages(tx, files);
      const seqInKind = new Map<LandingKind, number>();
      await tx.insert(landingItem).values(
        landingSeed.map((item) => {
          const seq = (seqInKind.get(item.kind) ?? 0) + 10;
          seqInKind.set(item.kind, seq);
          return {
            kind: item.kind,
            titleTh: item.titleTh,
            titleEn: item.titleEn,
            bodyTh: item.bodyTh ?? null,
            bodyEn: item.bodyEn ?? null,
            imageFileId: item.image ? imageIds.get(item.image)! : null,
            linkUrl: item.linkUrl ?? null,
            publishDate: item.publishDate ?? null,
            seq,
            createBy: SEEDED_BY,
            lastUpdateBy: SEEDED_BY,
          };
        }),
      );
    }
    await tx
      .insert(landingStatCounter)
      .values(statCounterSeed.map((counter) => ({ ...counter, lastUpdateBy: SEEDED_BY })))
      .onConflictDoNothing({ target: landingStatCounter.id });
  });
}
