/**
 * The WebAuthn relying party: the portal's own address (decision 073). A passkey made for one address works only there,
 * so PUBLIC_ORIGIN decides it: id = its host name, origin = itself.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(publicOrigin: string): RelyingParty {
  return { id: new URL(publicOrigin).hostname, origin: publicOrigin, name: 'Naloxone Portal' };
}
