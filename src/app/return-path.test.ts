import { returnPath } from './return-path';

describe('returnPath: where sign-in sends the visitor back', () => {
  it.each([
    [{ from: '/c/1b2c' }, '/c/1b2c'],
    [{ from: '/profile' }, '/profile'],
    [{ from: '/auth' }, '/'],
    [{ from: '//evil.example/x' }, '/'],
    [{ from: 'https://evil.example' }, '/'],
    [{ from: 42 }, '/'],
    [null, '/'],
    [undefined, '/'],
  ])('%j -> %s', (state, expected) => {
    expect(returnPath(state)).toBe(expected);
  });
});
