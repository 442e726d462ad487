/** The Luhn (mod 10) check digit test every card number passes (ISO/IEC 7812-1, Annex B). */
export function isLuhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Strips the spaces and dashes people type between digit groups. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}
