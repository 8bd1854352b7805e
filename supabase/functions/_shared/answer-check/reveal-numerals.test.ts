/** Every numeral word the answer check reads, and how words combine into one number. */
import { describe, expect, it } from 'vitest';

import { eachHeld, eachValue, numbers } from './numeral-test-fixtures.ts';
import { tokenize } from './reveal-text.ts';

describe('every numeral word and how words combine', () => {
  // Written out by hand (not taken from the module's lists): each word of a list read alone.
  const spanish: [string, number][] = [
    ['cero', 0],
    ['uno', 1],
    ['dos', 2],
    ['tres', 3],
    ['cuatro', 4],
    ['cinco', 5],
    ['seis', 6],
    ['siete', 7],
    ['ocho', 8],
    ['nueve', 9],
    ['diez', 10],
    ['once', 11],
    ['doce', 12],
    ['trece', 13],
    ['catorce', 14],
    ['quince', 15],
    ['dieciséis', 16],
    ['diecisiete', 17],
    ['dieciocho', 18],
    ['diecinueve', 19],
    ['veinte', 20],
    ['veintiuno', 21],
    ['veintidós', 22],
    ['veintitrés', 23],
    ['veinticuatro', 24],
    ['veinticinco', 25],
    ['veintiséis', 26],
    ['veintisiete', 27],
    ['veintiocho', 28],
    ['veintinueve', 29],
    ['treinta', 30],
    ['cuarenta', 40],
    ['cincuenta', 50],
    ['sesenta', 60],
    ['setenta', 70],
    ['ochenta', 80],
    ['noventa', 90],
    ['ciento', 100],
    ['doscientos', 200],
    ['trescientos', 300],
    ['cuatrocientos', 400],
    ['quinientos', 500],
    ['seiscientos', 600],
    ['setecientos', 700],
    ['ochocientos', 800],
    ['novecientos', 900],
    ['cuatrocientas', 400],
    ['quinientas', 500],
    ['seiscientas', 600],
    ['setecientas', 700],
    ['ochocientas', 800],
  ];
  const english: [string, number][] = [
    ['zero', 0],
    ['one', 1],
    ['two', 2],
    ['three', 3],
    ['five', 5],
    ['six', 6],
    ['seven', 7],
    ['eight', 8],
    ['nine', 9],
    ['ten', 10],
    ['eleven', 11],
    ['twelve', 12],
    ['thirteen', 13],
    ['fourteen', 14],
    ['fifteen', 15],
    ['sixteen', 16],
    ['seventeen', 17],
    ['eighteen', 18],
    ['twenty', 20],
    ['thirty', 30],
    ['forty', 40],
    ['fifty', 50],
    ['sixty', 60],
    ['seventy', 70],
    ['eighty', 80],
    ['ninety', 90],
  ];
  it.each([...spanish, ...english])('%j alone is %d', (text, value) => {
    expect(numbers(text)).toEqual([[text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), value]]);
  });

  eachValue([
    ['treinta y uno', 31],
    ['cuarenta y dos', 42],
    ['cincuenta y cinco', 55],
    ['sesenta y seis', 66],
    ['setenta y siete', 77],
    ['ochenta y ocho', 88],
    ['thirty five', 35],
    ['one hundred twenty', 120],
    ['cien cinco', 105],
    ['mil doscientos', 1200],
    ['dos millones', 2000000],
    ['un millón', 1000000],
    ['un mil', 1000],
    ['one thousand', 1000],
    ['un séptimo', 1 / 7],
    ['un sétimo', 1 / 7],
    ['tres novenos', 1 / 3],
    ['un centésimo', 0.01],
    ['dos quintos', 0.4],
    ['un tercero', 1 / 3],
    ['one sixth', 1 / 6],
    ['two sixths', 1 / 3],
    ['one seventh', 1 / 7],
    ['one eighth', 0.125],
    ['one ninth', 1 / 9],
    ['one tenth', 0.1],
    ['two fourths', 0.5],
    ['three point five', 3.5],
    ['tres punto cinco', 3.5],
  ]);

  eachHeld([
    // Which word may follow which: a unit only after a round ten, anything below 100 after a hundred.
    ['twenty ten', [20, 10]],
    ['veintitrés cuatro', [23, 4]],
    ['doscientos cien', [200, 100]],
    ['twenty-ten', [20, 10]],
    ['twenty -three', [20, 3]],
    ['treinta y cero', [30, 0]],
    ['veinte y', [20]],
    ['one hundred and', [100]],
    ['hundred five', [5]],
    // An article alone, 'once' in English, a thousand with nothing counted: no number.
    ['una vez', []],
    ['un gato', []],
    ['a thousand', []],
    ['mil mil', []],
    ['once more', []],
    ['at once', []],
    ['once again', []],
    ['once the teacher says', []],
    ['once we know', []],
    ['once it is done', []],
    ['i once did', []],
    ['tengo once años', [11]],
    ['once, dijo', [11]],
    ['y', []],
    ['and', []],
    ['a tenth', []],
    ['a thirds', []],
    ['veintavo', []],
    // Operators in words apply only to numbers in words, and a fraction takes no 'coma' or 'y medio'.
    ['4 coma 5', [4, 5]],
    ['dos coma tres cuartos', [2, 0.75]],
    ['tres cuartos y medio', [0.75]],
    ['six and half', [6.5]],
    ['diez avos', [10]],
    ['cero cinco', [0, 5]],
    ['diez dos', [10, 2]],
    ['diez-cinco', [10, 5]],
    ['treinta, cinco', [30, 5]],
    ['treinta y mil', [30]],
    ['twenty+five', [20, 5]],
    ['twenty and five', [20, 5]],
    ['the four', [4]],
    ['mil', []],
    ['es cinco', [5]],
    ['coma cinco', [5]],
    ['cuatro coma gatos', [4]],
    ['cuatro coma', [4]],
    ['cuatro menos', [4]],
  ]);

  it("keeps the words read as the number's text", () => {
    expect(numbers('mil novecientos ochenta y nueve')).toEqual([
      ['mil novecientos ochenta y nueve', 1989],
    ]);
    expect(numbers('twenty-three')).toEqual([['twenty - three', 23]]);
    expect(numbers('cuatro coma cinco')).toEqual([['cuatro coma cinco', 4.5]]);
    expect(numbers('siete y medio')).toEqual([['siete y medio', 7.5]]);
    expect(numbers('una cuarta parte de')).toEqual([['una cuarta parte', 0.25]]);
    expect(numbers('a half')).toEqual([['a half', 0.5]]);
    expect(numbers('cero cuartos')).toEqual([['cero', 0]]);
    expect(numbers('negativo cinco')).toEqual([['- cinco', -5]]);
    expect(numbers('tres cuartas partes de')).toEqual([['tres cuartas partes', 0.75]]);
    expect(numbers('y cinco')).toEqual([['cinco', 5]]);
    expect(numbers('one hundred and once again')).toEqual([['one hundred', 100]]);
  });

  it('leaves words that are not numbers as they are', () => {
    const texts = (text: string) => tokenize(text).map((t) => t.text);
    expect(texts('menos gatos')).toEqual(['menos', 'gatos']);
    expect(texts('gatos y medio')).toEqual(['gatos', 'y', 'medio']);
    expect(texts('treinta y gatos')).toEqual(['treinta', 'y', 'gatos']);
  });

  it('marks what a number in words is', () => {
    expect(tokenize('a half')[0]).toMatchObject({ fraction: true, fromWords: true });
    expect(tokenize('cuatro coma cinco')[0]).toMatchObject({ values: [4.5], fraction: false });
    expect(tokenize('menos 4')[0]).toMatchObject({ values: [-4], fromWords: true });
  });

  it('a sign in words takes the place of the word it replaces', () => {
    const [sign] = tokenize('menos cuatro');
    expect(sign).toMatchObject({ values: [-4], lineStart: true, glued: false });
    const glued = tokenize('x =menos cuatro');
    expect(glued.at(-1)).toMatchObject({ values: [-4], glued: true, lineStart: false });
  });
});
