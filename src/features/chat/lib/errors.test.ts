import { eachCase } from '@shared/case-table-test-fixtures';

import { sendFailureText, TutorTurnError } from './errors';

describe('sendFailureText', () => {
  eachCase('%s', (_name: string, error: unknown) => sendFailureText(error), [
    [
      'a rate limit written for the student',
      new TutorTurnError('Límite alcanzado: espera 30 segundos.', {
        status: 429,
        forStudent: true,
      }),
      'Límite alcanzado: espera 30 segundos.',
    ],
    [
      "the database's write quota (P0001 'Límite…')",
      {
        code: 'P0001',
        message: 'Límite alcanzado: máximo 30 mensajes por minuto. Espera un momento.',
      },
      'Límite alcanzado: máximo 30 mensajes por minuto. Espera un momento.',
    ],
    [
      'a tutor failure (not for the student)',
      new TutorTurnError('No se pudo obtener respuesta del asistente. Verifica tu API key.', {
        status: 502,
      }),
      'Error al enviar mensaje. Intenta de nuevo.',
    ],
    [
      'another P0001 (not a quota)',
      { code: 'P0001', message: 'otra cosa' },
      'Error al enviar mensaje. Intenta de nuevo.',
    ],
    ['anything else', new Error('boom'), 'Error al enviar mensaje. Intenta de nuevo.'],
    ['null', null, 'Error al enviar mensaje. Intenta de nuevo.'],
  ]);
});
