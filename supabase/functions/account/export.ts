/**
 * 'Descargar mis datos': the caller's data as one JSON document (account fields, everything
 * export_my_data returns: conversations with messages, metrics and feedback, classes with their
 * periods, class invitations, the guardian's consent record, challenges; the stored files with signed links), read with the
 * caller's own token, so RLS decides what it contains.
 */
import { errorResponse, json } from '../_shared/http/http.ts';

import { BUCKETS, type Clients, LIST_PAGE, type SupabaseLike, type UserLike } from './types.ts';

/** Signed links in an export stay valid this long. */
export const EXPORT_LINK_SECONDS = 60 * 60;
export const EXPORT_FORMAT = 'tutor-mis-datos-v1';
/** What the file holds, and what it leaves out and why (as /privacidad says). */
export const EXPORT_ABOUT =
  'Tus datos en Tutor: tu cuenta, todas tus conversaciones con sus mensajes, métricas y valoraciones, tus clases (con las fechas en que entraste y saliste), tus invitaciones a clases, tus retos, el permiso de tu familia si te lo pidieron al registrarte y tus archivos. Los enlaces de los archivos caducan en 1 hora. Las alertas de seguridad no se incluyen: solo las ven las personas adultas de tu escuela que las revisan, para protegerte.';

/** Every object path under `{userId}/` in a bucket (one level of sub-folders, as the app writes). */
async function listUserObjects(client: SupabaseLike, bucket: string, userId: string) {
  const files: Array<{ path: string; metadata: Record<string, unknown> | null }> = [];
  const folders = [userId];
  while (folders.length > 0) {
    const folder = folders.shift()!;
    for (let offset = 0; ; offset += LIST_PAGE) {
      const { data, error } = await client.storage
        .from(bucket)
        .list(folder, { limit: LIST_PAGE, offset, sortBy: { column: 'name', order: 'asc' } });
      if (error) throw new Error(`list ${bucket}/${folder}: ${error.message ?? 'error'}`);
      const page = data ?? [];
      for (const item of page) {
        const path = `${folder}/${item.name}`;
        if (item.id === null) folders.push(path);
        else files.push({ path, metadata: item.metadata ?? null });
      }
      if (page.length < LIST_PAGE) break;
    }
  }
  return files;
}

/** The caller's files in both buckets with signed links that expire at `expiresAt`. */
async function signedFiles(asUser: SupabaseLike, userId: string, expiresAt: string) {
  const files: Array<Record<string, unknown>> = [];
  for (const bucket of BUCKETS) {
    for (const file of await listUserObjects(asUser, bucket, userId)) {
      const signed = await asUser.storage
        .from(bucket)
        .createSignedUrl(file.path, EXPORT_LINK_SECONDS);
      if (signed.error || !signed.data) {
        throw new Error(`sign ${bucket}/${file.path}: ${signed.error?.message ?? 'error'}`);
      }
      files.push({
        bucket,
        path: file.path,
        size: file.metadata?.size ?? null,
        content_type: file.metadata?.mimetype ?? null,
        signed_url: signed.data.signedUrl,
        expires_at: expiresAt,
      });
    }
  }
  return files;
}

export async function exportData(
  clients: Clients,
  user: UserLike,
  token: string,
): Promise<Response> {
  const asUser = await clients.anon(token);
  const own = await asUser.rpc('export_my_data');
  if (own.error) {
    console.error('account: export_my_data falló', own.error);
    return errorResponse(
      502,
      'No se pudieron leer tus conversaciones. Inténtalo de nuevo.',
      'read_failed',
    );
  }
  const generatedAt = new Date();
  const expiresAt = new Date(generatedAt.getTime() + EXPORT_LINK_SECONDS * 1000).toISOString();
  let files: Array<Record<string, unknown>>;
  try {
    files = await signedFiles(asUser, user.id, expiresAt);
  } catch (cause) {
    console.error('account: no se pudieron listar los archivos', cause);
    return errorResponse(
      502,
      'No se pudieron leer tus archivos. Inténtalo de nuevo.',
      'storage_failed',
    );
  }
  // Every part export_my_data returns (conversations, classes, challenges and any part added
  // later) goes into the file as it came; only the account and the files are added here.
  const database = (own.data ?? {}) as Record<string, unknown>;
  return json(200, {
    format: EXPORT_FORMAT,
    generated_at: generatedAt.toISOString(),
    about: EXPORT_ABOUT,
    account: {
      id: user.id,
      email: user.email ?? null,
      phone: user.phone ?? null,
      created_at: user.created_at ?? null,
      updated_at: user.updated_at ?? null,
      last_sign_in_at: user.last_sign_in_at ?? null,
      email_confirmed_at: user.email_confirmed_at ?? null,
      profile: user.user_metadata ?? {},
    },
    ...database,
    conversations: database.conversations ?? [],
    files,
  });
}
