export { startMailService } from './mail-service';
