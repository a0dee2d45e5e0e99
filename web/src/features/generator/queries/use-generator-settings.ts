import { useQuery } from '@tanstack/react-query';
import { generatorKeys } from '../../../lib/query-keys';
import { fetchGeneratorSettings } from '../api/generator-api';

/** The generator's settings; they do not change while the page is open. Undefined until known. */
export function useGeneratorSettings() {
  return useQuery({
    queryKey: generatorKeys.settings,
    queryFn: fetchGeneratorSettings,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
