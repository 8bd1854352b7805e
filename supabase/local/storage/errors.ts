/**
 * The one error path of /storage/v1: route code throws a StorageFailure (or lets a Postgres error
 * escape); `renderError` turns either into the Storage API's JSON shape (http.ts `storageError`:
 * HTTP 400 with the logical status in the body, 500 stays 500). No route returns an error response.
 */
import { storageError } from '../http.ts';

export class StorageFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = () => new StorageFailure(404, 'NoSuchKey', 'not_found', 'Object not found');
export const noBucket = () =>
  new StorageFailure(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const invalidRequest = (message: string) =>
  new StorageFailure(400, 'InvalidRequest', 'Invalid Request', message);
export const tooLarge = () =>
  new StorageFailure(
    413,
    'EntityTooLarge',
    'Payload too large',
    'The object exceeded the maximum allowed size',
  );

/** Postgres errors the Storage API answers with a client status (RLS, duplicates). */
function fromPostgres(error: unknown): StorageFailure | null {
  switch ((error as { code?: string } | null)?.code) {
    case '42501':
      return new StorageFailure(
        403,
        'AccessDenied',
        'Unauthorized',
        'new row violates row-level security policy',
      );
    case '23505':
      return new StorageFailure(
        409,
        'ResourceAlreadyExists',
        'Duplicate',
        'The resource already exists',
      );
    default:
      return null;
  }
}

export function renderError(error: unknown): Response {
  const failure = error instanceof StorageFailure ? error : fromPostgres(error);
  if (failure)
    return storageError(failure.statusCode, failure.code, failure.error, failure.message);
  console.error('[stack] storage error:', error);
  return storageError(500, 'InternalError', 'Internal Server Error', 'Internal Server Error');
}
