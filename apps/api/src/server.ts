import { buildApp } from './app';
import { loadConfigOrExit, openFileStore } from './config';
import { openDatabase } from './db/client';
import { startErpExportWorker } from './modules/erp/service';
import { startHousekeeping } from './modules/housekeeping/worker';
import { startOutboxWorker } from './modules/mail/service';
import { startPaymentReconciler } from './modules/payments/reconciler';
import { seedDemoData } from './seed/seed';

const config = loadConfigOrExit();
const database = await openDatabase(config);
const files = openFileStore(config);
await database.migrate();
if (config.seedOnStart) {
  await seedDemoData(database.db, { files });
}

const app = await buildApp({
  database,
  files,
  logger: { level: config.logLevel },
  exposeOutbox: config.exposeOutbox,
  trustProxy: config.trustProxy,
  publicApiUrl: config.publicApiUrl,
  payment: config.payment,
  erp: config.erp,
  vatCheck: config.vatCheck,
});
for (const warning of config.warnings) app.log.warn(warning);
const outboxWorker = startOutboxWorker(database.db, { smtpUrl: config.smtpUrl, log: app.log });
const reconciler = startPaymentReconciler(app.payments, {
  log: app.log,
  intervalMs: config.paymentReconcileMs,
});
const erpWorker = startErpExportWorker(database.db, { config: config.erp, log: app.log });
const housekeeping = startHousekeeping(database.db, files, {
  log: app.log,
  intervalMs: config.housekeepingMs,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests, let in-flight ones finish, then release the database.
  await app.close();
  await Promise.all([
    outboxWorker.stop(),
    reconciler.stop(),
    erpWorker.stop(),
    housekeeping.stop(),
  ]);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
