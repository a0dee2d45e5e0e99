export { type AllServices, startAllServices } from './all-services';
