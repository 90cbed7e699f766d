/**
 * The ERP (Microsoft Dynamics 365 Business Central) connection: a shop is connected once by an
 * operator (OAuth), and paid orders queued in the ERP outbox are exported by a worker.
 */
export { BusinessCentralError, bcSalesOrderOf, postSalesOrder } from './businessCentral';
export {
  type BusinessCentralConfig,
  businessCentralScope,
  type ErpConfig,
  erpConfigFrom,
} from './config';
export {
  accessTokenFor,
  type CallbackQuery,
  completeConnection,
  ErpConnectionError,
  erpErrorCodes,
  requireEnabled,
  startConnection,
} from './connection';
export {
  type ErpWriter,
  type ExportOptions,
  type ExportResult,
  enqueueErpExport,
  erpRetryDelayMinutes,
  exportPending,
} from './outbox';
export {
  calendarDate,
  type ErpAddress,
  type ErpSalesOrder,
  type ErpSalesOrderLine,
  type SalesOrderSource,
  salesOrderPayload,
} from './payload';
export { type ErpExportWorker, type ErpExportWorkerOptions, startErpExportWorker } from './worker';
