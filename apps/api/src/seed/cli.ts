import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoData } from './seed';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await seedDemoData(database.db, { uploadsDir: config.uploadsDir });
await database.close();
console.log(`demo data seeded (${database.driver})`);
