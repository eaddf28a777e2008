function hex(buffer: ArrayBuffer) {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of bytes, as lowercase hex. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  // A copy in an ArrayBuffer of its own: SubtleCrypto takes no views of shared memory.
  return hex(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));
}
