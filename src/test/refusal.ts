import type { Mock } from 'vitest';

/**
 * Makes `request` refuse with `refusal`, as the database would. The screen logs a refusal for the
 * developer console; the returned spy keeps that out of the test output and lets the test check it.
 */
export function refuseWith(request: Mock, refusal: unknown) {
  request.mockRejectedValue(refusal);
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}
