import { eachCase } from '@shared/case-table-test-fixtures';

import { chatLinkHref } from './links';

describe('chatLinkHref: which reply links stay links', () => {
  eachCase('%j is a link', chatLinkHref, [
    ['https://es.khanacademy.org/math', 'https://es.khanacademy.org/math'],
    ['http://example.com', 'http://example.com'],
    ['mailto:profe@example.com', 'mailto:profe@example.com'],
    // A one-letter host and upper-case schemes are still links.
    ['https://a', 'https://a'],
    ['HTTPS://Example.com/Ruta', 'HTTPS://Example.com/Ruta'],
    ['MailTo:profe@example.com', 'MailTo:profe@example.com'],
    // The model often pads a link with spaces or a line break: the link is the trimmed text.
    ['  https://example.com/a?b=1#c \n', 'https://example.com/a?b=1#c'],
  ]);

  it.each([
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/profile'],
    ['#top'],
    ['javascript:steal(document.cookie)'],
    [''],
    [undefined],
    ['https://'],
    ['https:///x'],
    ['https://\\evil.example'],
    [null],
    ['mailto:'],
    ['ftp://example.com'],
    // The whole text must be the link: nothing before the scheme, no space inside.
    ['ver https://example.com'],
    ['xhttps://example.com'],
    ['https://example.com y más'],
    ['https:// example.com'],
    ['mailto:profe@example.com, otro@example.com'],
  ])('%j is plain text', (href) => {
    expect(chatLinkHref(href)).toBeNull();
  });
});
