import { Fragment } from 'react';

/**
 * An e-mail address that wraps on a narrow screen before its '@' and its dots (or, with `at="@"`,
 * only before its '@') rather than inside a word; a part longer than the line still wraps
 * (overflow-wrap: anywhere on the parent). <wbr> adds no character: copied or read aloud, the
 * address is unchanged.
 */
export function EmailWithBreaks({ email, at = '@.' }: { email: string; at?: '@.' | '@' }) {
  const breaks = at === '@' ? /(?=@)/ : /(?=[@.])/;
  return email.split(breaks).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
