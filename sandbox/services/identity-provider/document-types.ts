/** The image types the provider takes, read from a file's first bytes (its name and declared type are ignored). */
export type DocumentContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

/** The largest document accepted (413 beyond). */
export const maxDocumentBytes = 10 * 1024 * 1024;

/** Each type the provider takes, by the name its upload page gives it; the page's `accept` is these. */
export const documentTypeNames: Readonly<Record<DocumentContentType, string>> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP', 'image/heic': 'HEIC' };

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniffDocumentType(bytes: Uint8Array): DocumentContentType | null {
  if (bytes.length < 12) return null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, pngSignature)) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && heicBrands.has(ascii(bytes, 8, 12))) return 'image/heic';
  return null;
}
