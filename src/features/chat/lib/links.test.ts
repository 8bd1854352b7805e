import { chatLinkHref } from './links';

describe('chatLinkHref: which reply links stay links', () => {
  it.each([
    ['https://es.khanacademy.org/math', 'https://es.khanacademy.org/math'],
    ['http://example.com', 'http://example.com'],
    ['mailto:profe@example.com', 'mailto:profe@example.com'],
  ])('%s is a link', (href, expected) => {
    expect(chatLinkHref(href)).toBe(expected);
  });

  it.each([
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/profile'],
    ['#top'],
    ['javascript:alert(1)'],
    [''],
    [undefined],
    ['https://'],
    ['https:///x'],
  ])('%j is plain text', (href) => {
    expect(chatLinkHref(href)).toBeNull();
  });
});
