export const CITIES_PATH = '/cities';
export const MICROREGIONS_PATH = '/microrregions';
