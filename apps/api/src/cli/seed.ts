import { loadConfigOrExit, openFileStore } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../seed/seed';

const config = loadConfigOrExit();
const database = await openDatabase(config);
await database.migrate();
await seedDemoData(database.db, { files: openFileStore(config) });
await database.close();
console.log(`demo data seeded (${database.driver})`);
