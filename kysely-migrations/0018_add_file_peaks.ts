import type { Kysely } from 'kysely';

/**
 * The waveform of an audio file (`files.peaks`, a JSON array of `PEAK_COUNT` levels in 0…1, see
 * api/media/peaks.ts), made once on the server, so a listener's phone draws the player without
 * downloading and decoding the whole episode (issue #11). Null until made: renditions get theirs
 * when encoded, other audio files on first request.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('files').addColumn('peaks', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('peaks').execute();
}
