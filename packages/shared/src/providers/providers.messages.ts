/** The providers area's pt-BR texts. */
export const PROVIDERS_MSG = {
  /** A removed city still referenced elsewhere (a marketing event): 409. */
  cityInUse: (city: string) => `A cidade ${city} está em uso e não pode ser removida do provedor.`,
  someCityInUse: 'Uma das cidades removidas está em uso e não pode ser removida do provedor.',
} as const;
