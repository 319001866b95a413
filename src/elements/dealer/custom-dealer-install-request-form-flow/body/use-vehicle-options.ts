import { fetchMakes, fetchModels, fetchYears } from '../../../../api/ymm';
import { useLoad } from './use-load';

/**
 * The year, make and model lists through the vehicle picker's calls (src/api/ymm.ts): the years when the
 * shopper chooses a vehicle, the makes of the year chosen, the models of the make chosen.
 */
export function useVehicleOptions(active: boolean, year: string, make: string) {
  const years = useLoad((signal) => fetchYears(signal), [] as number[], active ? 'years' : null);
  const makes = useLoad(
    async (signal) => (await fetchMakes(Number(year), signal)).map((option) => option.name),
    [] as string[],
    active && year !== '' ? year : null,
  );
  const models = useLoad(
    async (signal) => (await fetchModels(make, Number(year), signal)).map((option) => option.name),
    [] as string[],
    active && year !== '' && make !== '' ? `${year}/${make}` : null,
  );
  return { years, makes, models };
}
