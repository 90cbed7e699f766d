import { ApiError, uploadErrorCodes, uploadLimits } from '@shop/contract';
import type { Brand } from '@shop/site';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRow, queryRows } from '../../db/rows';
import type { FileStore } from './store/fileStore';

/**
 * An upload a cart or order line names, directly or through a print cut from it (lines carry
 * the print's id). Such a file is never purged and does not count against the quota: orders
 * of every status keep their lines, so a placed or paid order keeps its files.
 */
const inALine = (id: SQL) => sql`(
  exists (select 1 from order_lines l where l.snapshot -> 'selection' ->> 'uploadId' = ${id}::text)
  or exists (
    select 1 from uploads p
    join order_lines l on l.snapshot -> 'selection' ->> 'uploadId' = p.id::text
    where p.source_id = ${id}))`;

const keepInterval = sql`make_interval(days => ${uploadLimits.keepUnusedDays})`;

type Kind = 'photo' | 'print';

const maxUnused: Record<Kind, number> = {
  photo: uploadLimits.maxUnusedPhotos,
  print: uploadLimits.maxUnusedPrints,
};

const roomRow = z.object({ unused: z.coerce.number(), retry_after: z.coerce.number().nullable() });
const idRow = z.object({ id: z.string() });
const fileRow = z.object({ id: z.string(), file: z.string() });

export interface UploadRoom {
  unused: number;
  max: number;
  /** When the oldest unused one is due for removal; meaningful when there is no room. */
  retryAfterSeconds: number;
}

/** How many photos (or prints) the shopper keeps outside any cart or order. */
export async function uploadRoom(
  db: Database,
  brand: Brand,
  owner: string,
  kind: Kind,
): Promise<UploadRoom> {
  const row = await queryRow(
    db,
    sql`
      select count(*)::int as unused,
        ceil(extract(epoch from (min(u.created_at) + ${keepInterval} - now())))::int as retry_after
      from uploads u
      where u.shop_code = ${brand.code} and u.owner = ${owner} and u.kind = ${kind}
        and not ${inALine(sql`u.id`)}`,
    roomRow,
  );
  return {
    unused: Number(row?.unused ?? 0),
    max: maxUnused[kind],
    retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? 1)),
  };
}

export const hasRoom = (room: UploadRoom) => room.unused < room.max;

export function quotaExceeded(room: UploadRoom): ApiError {
  return ApiError.tooManyRequests(
    `At most ${room.max} files may wait outside a cart or order; unused ones are removed after ${uploadLimits.keepUnusedDays} days`,
    {
      code: uploadErrorCodes.quotaExceeded,
      details: { max: room.max, retryAfterSeconds: room.retryAfterSeconds },
    },
  );
}

/**
 * Removes uploads past the grace period that no cart or order line names, with their files,
 * at most `limit` per call. A photo goes only once no print cut from it remains, so it outlives
 * a print being framed now; its prints go first, the photo in a later call.
 *
 * Safe beside other replicas and live shoppers: rows are claimed with SKIP LOCKED, and after
 * the claim the lines are asked again, since a cart line written meanwhile (which holds its
 * upload with a key-share lock until it commits) must keep the file. The files are deleted
 * while the rows are still claimed, so a failure leaves rows to retry, never a lost file that
 * a row still names.
 */
export async function purgeUnusedUploads(
  db: Database,
  files: FileStore,
  limit: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await queryRows(
      tx,
      sql`
        select u.id from uploads u
        where u.created_at < now() - ${keepInterval}
          and not exists (select 1 from uploads p where p.source_id = u.id)
          and not ${inALine(sql`u.id`)}
        order by u.created_at
        limit ${limit}
        for update of u skip locked`,
      idRow,
    );
    if (claimed.length === 0) return 0;
    const ids = sql.join(
      claimed.map(({ id }) => sql`${id}::uuid`),
      sql`, `,
    );
    const unused = await queryRows(
      tx,
      sql`
        select u.id, u.file from uploads u
        where u.id in (${ids})
          and not exists (select 1 from uploads p where p.source_id = u.id)
          and not ${inALine(sql`u.id`)}`,
      fileRow,
    );
    if (unused.length === 0) return 0;
    // A few at a time: an S3-compatible store is one request per file.
    for (let start = 0; start < unused.length; start += 16) {
      await Promise.all(unused.slice(start, start + 16).map(({ file }) => files.delete(file)));
    }
    const gone = sql.join(
      unused.map(({ id }) => sql`${id}::uuid`),
      sql`, `,
    );
    await tx.execute(sql`delete from uploads where id in (${gone})`);
    return unused.length;
  });
}
