/** Spanish texts of the announcements banner (SPEC.md section 4). */
export const announcementTexts = {
  regionLabel: 'Anuncios',
  dismiss: 'Cerrar anuncio',
  /** The compact (phone) line: its title opens the whole announcement. */
  expandHint: 'Toca para leer el anuncio',
  loadError: 'Error cargando anuncios',
  expires: 'Vigente hasta',
} as const;

/** SPEC.md section 3: the key holding the list of dismissed announcement ids. */
export const DISMISSED_STORAGE_KEY = 'dismissed_announcements';
