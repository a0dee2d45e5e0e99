import { afterAll, beforeAll } from 'vitest';
import { type FaultSystem, startFaultSystem } from './fault-system';

export interface ScenarioSystem {
  /** The product as separate processes, started for the tests of the enclosing `describe`. */
  readonly system: FaultSystem;
}

/**
 * Registers the hooks of a fault scenario: the system is started before its tests and stopped
 * after them, failed or not, so no process, queue or database outlives the scenario.
 */
export function useFaultSystem(start: () => Promise<FaultSystem> = () => startFaultSystem()): ScenarioSystem {
  let system: FaultSystem | undefined;

  beforeAll(async () => {
    system = await start();
  });

  afterAll(async () => {
    await system?.stop();
  });

  return {
    get system() {
      if (!system) throw new Error('the fault system has not started');
      return system;
    },
  };
}
