/** Spanish texts of the announcements banner, word for word as the product defines them. */
export const announcementTexts = {
  regionLabel: 'Anuncios',
  dismiss: 'Cerrar anuncio',
  /** The compact (phone) line: its title opens the whole announcement. */
  expandHint: 'Toca para leer el anuncio',
  loadError: 'Error cargando anuncios',
  expires: 'Vigente hasta',
} as const;

/** The localStorage key holding the list of dismissed announcement ids. */
export const DISMISSED_STORAGE_KEY = 'dismissed_announcements';
