// /merchant/{id}/rest selects merchant {id} and continues to /rest (spec 000 section 2.3).
const MERCHANT_PATH = /^\/merchant\/([^/]+)(\/.*)?$/;

export function parseMerchantPath(pathname: string): { merchantId: string; rest: string } | undefined {
  const match = MERCHANT_PATH.exec(pathname);
  if (!match) return undefined;
  return { merchantId: decodeURIComponent(match[1]), rest: match[2] && match[2] !== '/' ? match[2] : '/' };
}
