import { Reader } from '@kenjiuno/msgreader/lib/Reader.js';

/**
 * Compound File Binary containers (OLE): Outlook .msg files, but also password-protected Office Open XML
 * files (Office wraps the encrypted package in one) and the legacy .doc / .xls / .ppt formats. The
 * stream names at the root tell them apart; msgreader's CFB reader lists them.
 */

export type CompoundKind = 'msg' | 'encrypted' | 'other';

export function compoundKind(bytes: Uint8Array): CompoundKind {
  const reader = new Reader(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  reader.parse();
  const root = reader.rootFolder();
  const names = new Set([...root.fileNames(), ...root.subFolders().map((folder) => folder.name)]);
  if (names.has('EncryptionInfo') || names.has('EncryptedPackage')) return 'encrypted';
  if (names.has('__properties_version1.0')) return 'msg';
  return 'other';
}
