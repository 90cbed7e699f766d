import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoData } from './seed';

const database = await openDatabase(loadConfig());
await database.migrate();
await seedDemoData(database.db);
await database.close();
console.log(`demo data seeded (${database.driver})`);
