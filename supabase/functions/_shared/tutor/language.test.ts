import { describe, expect, it } from 'vitest';

import { SAFETY_PRIORITY, SAFETY_REPLIES, SAFETY_REPLIES_BY_LANGUAGE } from '../safety/safety.ts';

import {
  GATE_FALLBACK_REPLIES,
  GATE_FALLBACK_REPLY,
  REWRITE_INSTRUCTIONS,
  rewriteInstructions,
} from './gate.ts';
import { LANGUAGE_NAMES, resolveLanguage, TUTOR_LANGUAGES } from './language.ts';
import {
  SYSTEM_PROMPT,
  systemPrompt,
  TITLE_SYSTEM_PROMPT,
  titleSystemPrompt,
  tutorRules,
} from './prompt.ts';
import { safeTitle } from './safe-title.ts';
import { DEFAULT_TITLE, IMAGE_ONLY_TITLE, TUTOR_TITLES } from './title-texts.ts';

describe('resolveLanguage: the stored preference as the tutor reads it', () => {
  it.each(TUTOR_LANGUAGES)('keeps %s', (language) => {
    expect(resolveLanguage(language)).toBe(language);
  });

  it.each([undefined, null, '', 'de', 'EN', ' en', 'es-MX', 42, true, ['en'], { en: true }])(
    'reads %o as Spanish',
    (value) => {
      expect(resolveLanguage(value)).toBe('es');
    },
  );
});

describe('the instructions name the language', () => {
  it('Spanish is the prompt as it always was', () => {
    expect(tutorRules('es')).toBe(SYSTEM_PROMPT);
    expect(SYSTEM_PROMPT).toContain('\n11. Responde siempre en español.\n');
    expect(titleSystemPrompt('es')).toBe(TITLE_SYSTEM_PROMPT);
    expect(TITLE_SYSTEM_PROMPT).toMatch(/^Genera un título breve en español, de máximo 6 palabras/);
    expect(rewriteInstructions('es')).toBe(REWRITE_INSTRUCTIONS);
    expect(systemPrompt('Física', 'Secundaria')).toBe(
      systemPrompt('Física', 'Secundaria', '', 'es'),
    );
  });

  it.each(['en', 'fr', 'pt'] as const)(
    '%s: rule 11, the title call and the rewrite',
    (language) => {
      const name = LANGUAGE_NAMES[language];
      const rules = tutorRules(language);
      expect(rules).toContain(
        `\n11. Responde siempre en ${name}: es el idioma que el estudiante eligió en su perfil, aunque te escriba en otro.\n`,
      );
      expect(rules).not.toContain('Responde siempre en español');
      // Only rule 11 differs from the Spanish rules.
      expect(rules.split('\n').filter((line) => !SYSTEM_PROMPT.includes(line))).toHaveLength(1);
      expect(systemPrompt('Física', null, '', language)).toContain(rules);
      expect(titleSystemPrompt(language)).toContain(`Genera un título breve en ${name},`);
      expect(rewriteInstructions(language)).toContain(`Responde en ${name}, con Markdown`);
    },
  );
});

describe('the fixed texts of each language', () => {
  it('the gate’s guidance: Spanish unchanged, one per language, all different, none with a number but the list’s', () => {
    expect(GATE_FALLBACK_REPLIES.es).toBe(GATE_FALLBACK_REPLY);
    expect(Object.keys(GATE_FALLBACK_REPLIES).sort()).toEqual([...TUTOR_LANGUAGES].sort());
    expect(new Set(Object.values(GATE_FALLBACK_REPLIES)).size).toBe(TUTOR_LANGUAGES.length);
    for (const text of Object.values(GATE_FALLBACK_REPLIES)) {
      expect(text.replace(/^\d\. /gm, '')).not.toMatch(/\d/);
      expect(text.match(/^\d\. /gm)).toEqual(['1. ', '2. ', '3. ']);
    }
  });

  it('the tutor’s titles: the Spanish ones are the screens’ own', () => {
    expect(TUTOR_TITLES.es).toEqual({ untitled: DEFAULT_TITLE, imageOnly: IMAGE_ONLY_TITLE });
    expect(Object.keys(TUTOR_TITLES).sort()).toEqual([...TUTOR_LANGUAGES].sort());
    expect(TUTOR_TITLES.en).toEqual({ untitled: 'New conversation', imageOnly: 'Image analysis' });
  });

  it('the caring replies: five per language, Spanish unchanged, each with the emergency number and who may see it', () => {
    expect(SAFETY_REPLIES_BY_LANGUAGE.es).toBe(SAFETY_REPLIES);
    const adultSees = {
      es: 'una persona adulta de tu escuela',
      en: 'an adult at your school',
      fr: 'un adulte de ton école',
      pt: 'uma pessoa adulta da sua escola',
    };
    for (const language of TUTOR_LANGUAGES) {
      const replies = SAFETY_REPLIES_BY_LANGUAGE[language];
      expect(Object.keys(replies).sort()).toEqual([...SAFETY_PRIORITY].sort());
      expect(new Set(Object.values(replies)).size).toBe(5);
      for (const reply of Object.values(replies)) {
        expect(reply).toMatch(/112/);
        expect(reply).toContain(adultSees[language]);
        expect(reply).not.toMatch(/\?/);
        expect(reply.length).toBeLessThan(1000);
      }
    }
  });

  it('safeTitle falls back to the language’s untitled title', () => {
    expect(safeTitle('', { answers: [], safety: false })).toBe(DEFAULT_TITLE);
    expect(safeTitle('', { answers: [], safety: false, language: 'pt' })).toBe('Nova conversa');
    expect(safeTitle('x = 4', { answers: ['4'], safety: false, language: 'fr' })).toBe(
      'Nouvelle conversation',
    );
    expect(safeTitle('Linear equations', { answers: [], safety: false, language: 'en' })).toBe(
      'Linear equations',
    );
  });
});
