/** The part of http_ece (Mozilla's RFC 8188 encoding, which web-push uses) the push service calls. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface EceParams {
    version: 'aes128gcm';
    privateKey?: ECDH;
    /** base64url */
    authSecret?: string;
    /** The other side's public key, base64url; in aes128gcm it travels in the header. */
    dh?: string;
  }
  const ece: {
    decrypt(buffer: Buffer, params: EceParams): Buffer;
    encrypt(buffer: Buffer, params: EceParams): Buffer;
  };
  export = ece;
}
