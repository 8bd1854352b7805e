/**
 * Spanish texts of the AI's summaries in "Preguntas parecidas" (the class-digest function). Apart
 * from texts.ts, whose chunk the first load's route map names: a change here renames only the
 * class page's chunks.
 */
export const digestAiTexts = {
  summaryLabel: 'Resumen de la IA',
  summariesFailed:
    'No se pudieron cargar los resúmenes de la IA; los grupos se muestran sin ellos.',
};
