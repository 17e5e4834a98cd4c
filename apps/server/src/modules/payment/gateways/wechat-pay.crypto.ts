import {
  createDecipheriv,
  createPublicKey,
  createSign,
  createVerify,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';

/** WeChat Pay v3 signing, verification and resource decryption, as its API documentation specifies. */

/** PEM text, or the path-free value of an env var; a certificate yields its public key. */
export function publicKeyFrom(pem: string): KeyObject {
  return pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
}

export const rsaSign = (message: string, privateKey: KeyObject | string) =>
  createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');

export const rsaVerify = (message: string, signature: string, publicKey: KeyObject) => {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
};

/** The `Authorization` header of a merchant request: WECHATPAY2-SHA256-RSA2048 over method, URL, time, nonce, body. */
export function authorizationHeader(opts: {
  mchid: string;
  serial: string;
  privateKey: KeyObject | string;
  method: string;
  pathWithQuery: string;
  body: string;
  timestamp: string;
  nonce: string;
}) {
  const message = `${opts.method}\n${opts.pathWithQuery}\n${opts.timestamp}\n${opts.nonce}\n${opts.body}\n`;
  const signature = rsaSign(message, opts.privateKey);
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${opts.mchid}",nonce_str="${opts.nonce}",` +
    `signature="${signature}",timestamp="${opts.timestamp}",serial_no="${opts.serial}"`
  );
}

/** AEAD_AES_256_GCM with the APIv3 key; the ciphertext carries the 16-byte tag at its end. */
export function decryptResource(
  resource: { ciphertext: string; nonce: string; associated_data?: string },
  apiV3Key: string,
): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}
