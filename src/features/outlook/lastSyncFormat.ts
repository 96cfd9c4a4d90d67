/** Spec §2: the last sync time in fr-FR format (e.g. "05/01/2026 14:03:07"), whatever the interface language. */
export function formatLastSync(iso: string): string {
  return new Date(iso).toLocaleString('fr-FR');
}
