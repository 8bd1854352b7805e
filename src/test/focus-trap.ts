import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * A dialog's focus trap as its tests check it: focus starts on the button named `first`, Tab moves
 * to the button named `last`, and Tab from there wraps back to `first` instead of leaving.
 */
export async function expectTabWraps(first: string, last: string) {
  expect(screen.getByRole('button', { name: first })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: last })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: first })).toHaveFocus();
}
