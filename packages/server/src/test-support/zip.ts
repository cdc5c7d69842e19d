import zlib from 'node:zlib';

/** The entries of a zip archive, read from its local headers (stored or deflated). */
export function unzipEntries(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let at = 0;
  while (at + 30 <= zip.length && zip.readUInt32LE(at) === 0x04034b50) {
    const method = zip.readUInt16LE(at + 8);
    const flags = zip.readUInt16LE(at + 6);
    let size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength + extraLength;
    if (flags & 0x08) {
      // Sizes follow the data: find the data descriptor's signature.
      size = zip.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08]), start) - start;
    }
    const data = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? zlib.inflateRawSync(data) : data);
    at = start + size + (flags & 0x08 ? 16 : 0);
  }
  return entries;
}
