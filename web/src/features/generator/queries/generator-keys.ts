import { GENERATOR_SETTINGS_URL } from '../api/generator-api';

/** Query keys of the generator feature; the first element is the URL fetched. */
export const generatorKeys = {
  settings: [GENERATOR_SETTINGS_URL] as const,
};
