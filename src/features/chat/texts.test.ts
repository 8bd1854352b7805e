import { CLASS_VISIBILITY_NOTICE } from '@shared/classes/classes';

import { chatTexts } from './texts';

describe('chat texts', () => {
  it("a class conversation's notice is the class rules' own text (docs/classes.md)", () => {
    expect(chatTexts.classNotice).toBe(CLASS_VISIBILITY_NOTICE);
    expect(chatTexts.classNotice).toBe('Tu profesor puede ver las conversaciones de esta clase.');
  });
});
