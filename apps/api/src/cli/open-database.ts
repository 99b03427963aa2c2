import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';

/** The commands' database: when the API (or another command) holds it, one clear line and exit 1, no stack. */
export async function openCliDatabase(config: Config): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
