/**
 * The values every deployment sets for itself (README "Deploying", .env.example). The app never
 * invents them: while one is unset its link is simply not shown. `vite` (and so `npm run dev`)
 * prints deploymentWarning() once at start. Pure: read by vite.config.ts in Node too.
 */
export const DEPLOYMENT_VALUES = [
  'VITE_SUPPORT_WHATSAPP_1',
  'VITE_SUPPORT_WHATSAPP_2',
  'VITE_SUPPORT_EMAIL',
  'VITE_CREDIT_URL',
] as const;

export function unsetDeploymentValues(source: Record<string, string | undefined>): string[] {
  return DEPLOYMENT_VALUES.filter((name) => !source[name]?.trim());
}

/** One line for the terminal, or null when everything is set. */
export function deploymentWarning(source: Record<string, string | undefined>): string | null {
  const unset = unsetDeploymentValues(source);
  if (unset.length === 0) return null;
  return `Deployment values not set in .env: ${unset.join(', ')} (the support dialog and the credit link show only what is set; see README "Deploying").`;
}
