/** The first letter of a name, upper case (quick chat's avatars without a picture). */
export function initial(name: string) {
  return (Array.from(name.trim())[0] ?? '').toLocaleUpperCase();
}

/** Up to two initials of a name ("Ana María Quispe" → "AQ"; "admin" → "A"). */
export function initials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return `${initial(first)}${initial(last)}`;
}
