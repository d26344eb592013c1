import { bearerToken, verifyAccessToken, Viewer } from "@wo/shared";

/**
 * The signed-in user of a request, or null. The gateway uses it only to choose what to serve (the
 * schema file, the fields a legacy call asks for); each subgraph verifies the token again itself.
 */
export async function viewerOf(authorization: string | undefined, publicKeyPem: string): Promise<Viewer | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  try {
    return new Viewer(await verifyAccessToken(token, publicKeyPem));
  } catch {
    return null;
  }
}
