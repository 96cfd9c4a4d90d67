/**
 * A minimal Compound File Binary (MS-CFB, version 3) writer for tests: a root storage holding streams
 * of at least 4096 bytes each (so they live in regular sectors and no mini stream is needed). Enough to
 * build what Office wraps a password-protected document in (EncryptionInfo + EncryptedPackage) or the
 * skeleton of a legacy .doc, and to check how the extractor tells them from an Outlook .msg.
 */

const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;
const MINI_CUTOFF = 4096;

export function writeCfb(streams: { name: string; data: Uint8Array }[]): Buffer {
  for (const { data } of streams) {
    if (data.length < MINI_CUTOFF) throw new Error('streams under 4096 bytes would need a mini stream');
  }
  // Sector 0: the FAT; sector 1: the directory (4 entries of 128 bytes); then each stream.
  if (streams.length > 3) throw new Error('one directory sector holds the root and three streams');
  const starts: number[] = [];
  let next = 2;
  for (const { data } of streams) {
    starts.push(next);
    next += Math.ceil(data.length / SECTOR);
  }
  const sectorCount = next;
  if (sectorCount > SECTOR / 4) throw new Error('one FAT sector maps 128 sectors');

  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3 (512-byte sectors)
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector shift: 2^9
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(MINI_CUTOFF, 56);
  header.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeUInt32LE(0, 64);
  header.writeUInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  header.writeUInt32LE(0, 72);
  for (let offset = 76; offset < SECTOR; offset += 4) header.writeUInt32LE(FREE, offset);
  header.writeUInt32LE(0, 76); // the FAT is sector 0

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  streams.forEach(({ data }, index) => {
    const first = starts[index]!;
    const count = Math.ceil(data.length / SECTOR);
    for (let sector = first; sector < first + count; sector++) {
      fat.writeUInt32LE(sector === first + count - 1 ? END_OF_CHAIN : sector + 1, sector * 4);
    }
  });

  const directory = Buffer.alloc(SECTOR);
  const entry = (index: number, name: string, type: number, fields: Record<string, number>) => {
    const offset = index * 128;
    const utf16 = Buffer.from(`${name}\0`, 'utf16le');
    utf16.copy(directory, offset);
    directory.writeUInt16LE(utf16.length, offset + 64);
    directory.writeUInt8(type, offset + 66);
    directory.writeUInt8(1, offset + 67); // black
    directory.writeUInt32LE(fields.left ?? NO_STREAM, offset + 68);
    directory.writeUInt32LE(fields.right ?? NO_STREAM, offset + 72);
    directory.writeUInt32LE(fields.child ?? NO_STREAM, offset + 76);
    directory.writeUInt32LE(fields.start ?? END_OF_CHAIN, offset + 116);
    directory.writeUInt32LE(fields.size ?? 0, offset + 120);
  };
  entry(0, 'Root Entry', 5, { child: streams.length > 0 ? 1 : NO_STREAM });
  // The streams as a chain of right siblings: a valid (if unbalanced) red-black tree.
  streams.forEach(({ name, data }, index) => {
    entry(index + 1, name, 2, {
      right: index + 1 < streams.length ? index + 2 : NO_STREAM,
      start: starts[index]!,
      size: data.length,
    });
  });

  const body = streams.map(({ data }) => {
    const padded = Buffer.alloc(Math.ceil(data.length / SECTOR) * SECTOR);
    Buffer.from(data).copy(padded);
    return padded;
  });
  return Buffer.concat([header, fat, directory, ...body]);
}
