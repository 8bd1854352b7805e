/** The words of the error boundary's message (error-boundary.tsx), in one place. */
export const errorBoundaryTexts = {
  title: 'Algo salió mal…',
  body: 'Esta parte de la página no se pudo mostrar. Vuelve a la pantalla anterior o recarga la página; lo que ya guardaste no se pierde.',
  back: 'Volver',
  reload: 'Recargar',
  /** The top bar's link where the whole app's boundary caught the failure. */
  home: 'Ir al inicio',
} as const;
