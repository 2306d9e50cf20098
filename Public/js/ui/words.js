/**
 * The server writes its messages for people, as clauses ("the name 'Bo' is taken ...; choose another
 * name"); on screen they stand alone, so they start with a capital and end with a full stop.
 */
export function sentence(text) {
  const t = String(text ?? '').trim();
  if (!t) return '';
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}
