export { hashPassword } from './accounts/password-hashing';
export { buildGatewayApp } from './gateway-app';
export type { GatewayDependencies } from './gateway-dependencies';
export {
  closeGatewayDependencies,
  createGatewayDependencies,
  type RunningGateway,
  startGateway,
} from './gateway-service';
