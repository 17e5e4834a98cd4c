/**
 * A client's own id for something it sends (a message, a post): a retry with the same id answers the
 * first one instead of sending it twice (`client_id` of POST messages and POST feeds). 32 random hex
 * digits: getRandomValues, unlike randomUUID, works outside secure contexts too.
 */
export const newClientId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
