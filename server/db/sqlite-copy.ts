import type SqliteDatabase from 'better-sqlite3';

/**
 * Pages copied per step of SQLite's online backup: all of them. A copy in steps starts again whenever another
 * connection writes between two steps, which under a steady flow of orders it always does; one step reads one
 * snapshot while the server goes on writing (WAL), so it always finishes (decision 045).
 */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies an open SQLite database into `file` (created, or replaced whole) with SQLite's online backup: a consistent
 * snapshot even while another process writes, never a copy of the file's bytes.
 */
export async function copySqliteDatabase(source: SqliteDatabase.Database, file: string): Promise<void> {
  await source.backup(file, { progress: () => ALL_PAGES });
}
