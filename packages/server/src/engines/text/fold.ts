/** Lower case, accents off, curly quotes and apostrophes made plain; offsets are kept. */
export function fold(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[’‘`]/g, "'")
      // "Surface (m²)" is the "m2" a goal writes.
      .replace(/²/g, '2')
      .replace(/³/g, '3')
      .toLowerCase()
  );
}
