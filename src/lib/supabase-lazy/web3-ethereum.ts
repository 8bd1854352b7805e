/**
 * Stands in for auth-js's Ethereum sign-in helpers (lib/web3/ethereum) where GoTrueClient imports
 * them in the browser build (scripts/vite/supabase-slim.ts): the app never signs in with a wallet.
 */
function notInBuild(): never {
  throw new Error(
    'El acceso con cartera Ethereum no forma parte de esta build (scripts/vite/supabase-slim.ts).',
  );
}

export const getAddress = notInBuild;
export const fromHex = notInBuild;
export const toHex = notInBuild;
export const createSiweMessage = notInBuild;
