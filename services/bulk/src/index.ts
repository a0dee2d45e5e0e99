export { startBulkService } from './bulk-service';
