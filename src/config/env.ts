/**
 * The one place that reads `import.meta.env`. It validates what the app needs and fails with a
 * readable list, so a misconfigured `.env` is a clear message instead of a blank screen.
 */
type TutorMode = 'proxy' | 'direct';

export interface AppEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
  tutorMode: TutorMode;
  /** Only in `direct` mode: readable by every visitor of the site (see README). */
  openaiApiKey: string | undefined;
  openaiBaseUrl: string | undefined;
  creditUrl: string;
  supportWhatsapp: [string, string];
  supportEmail: string;
}

function readEnv(source: Record<string, string | undefined>): AppEnv {
  const problems: string[] = [];
  const supabaseUrl = source.VITE_SUPABASE_URL?.trim() ?? '';
  const supabaseAnonKey = source.VITE_SUPABASE_ANON_KEY?.trim() ?? '';
  if (!/^https?:\/\/.+/.test(supabaseUrl)) problems.push('VITE_SUPABASE_URL (an http(s) URL)');
  if (!supabaseAnonKey) problems.push('VITE_SUPABASE_ANON_KEY');
  const mode = (source.VITE_TUTOR_MODE?.trim() || 'proxy') as TutorMode;
  if (mode !== 'proxy' && mode !== 'direct') problems.push("VITE_TUTOR_MODE ('proxy' or 'direct')");
  const openaiApiKey = source.VITE_OPENAI_API_KEY?.trim() || undefined;
  if (mode === 'direct' && !openaiApiKey)
    problems.push('VITE_OPENAI_API_KEY (required in direct mode)');
  if (problems.length > 0) {
    throw new Error(`Configuración incompleta en .env: ${problems.join(', ')}`);
  }
  return {
    supabaseUrl: supabaseUrl.replace(/\/+$/, ''),
    supabaseAnonKey,
    tutorMode: mode,
    openaiApiKey,
    openaiBaseUrl: source.VITE_OPENAI_BASE_URL?.trim() || undefined,
    creditUrl: source.VITE_CREDIT_URL?.trim() || 'https://github.com/',
    supportWhatsapp: [
      source.VITE_SUPPORT_WHATSAPP_1?.trim() || '',
      source.VITE_SUPPORT_WHATSAPP_2?.trim() || '',
    ],
    supportEmail: source.VITE_SUPPORT_EMAIL?.trim() || '',
  };
}

export const env: AppEnv = readEnv(import.meta.env as Record<string, string | undefined>);
export { readEnv };
