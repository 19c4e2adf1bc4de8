import { formatPhone } from '../format/phone';

/** A colour as the templates keep it: `#rrggbb`. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The look of a signature whose company has no active template: neutral colours, no logo, no legal line. */
export const DEFAULT_COLOURS = { cor_primaria: '#1F2937', cor_secundaria: '#2563EB' } as const;

/** The largest logo kept (bytes): it is loaded by every message that carries the signature. */
export const MAX_LOGO_BYTES = 200 * 1024;
/** The logo's natural size, in pixels, that a template accepts. */
export const LOGO_PIXELS = { minWidth: 16, maxWidth: 1200, minHeight: 16, maxHeight: 600 } as const;
/** The box the logo is shown in, in pixels: scaled down to fit, never up. */
export const LOGO_BOX = { width: 160, height: 60 } as const;
/** The longest legal line. */
export const MAX_LEGAL_LINE = 500;

/** The content types a logo may have. */
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

/** The logo's width and height attributes: its natural size scaled down (never up) to fit LOGO_BOX. */
export function logoDisplaySize(width: number, height: number): { width: number; height: number } {
  if (!(width > 0 && height > 0)) return { width: LOGO_BOX.width, height: LOGO_BOX.height };
  const scale = Math.min(1, LOGO_BOX.width / width, LOGO_BOX.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Whether a phone as typed holds a number a signature can show: 8 to 13 digits, and only phone characters. */
export function isSignaturePhone(value: string): boolean {
  const digits = digitsOf(value);
  return /^[\d\s()+.-]+$/.test(value) && digits.length >= 8 && digits.length <= 13;
}

/**
 * A phone as a signature shows it: 0800 numbers in groups ('0800 123 4567'), 8-digit capital numbers
 * with a dash ('4003-1234'), the rest as every screen shows phones ('(31) 3333-4444').
 */
export function signaturePhoneText(value: string): string {
  const digits = digitsOf(value);
  if (/^0[3589]00\d{7}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (digits.length === 8) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return formatPhone(value);
}

/**
 * The `tel:` address of a phone, or null when it holds no dialable number: a whole Brazilian number
 * (area code and number) gets +55, a 0800 or capital number is dialled as it is.
 */
export function signaturePhoneHref(value: string): string | null {
  let digits = digitsOf(value);
  if (digits.length < 8 || digits.length > 13) return null;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return `tel:+${digits}`;
  if (/^0[3589]00\d{7}$/.test(digits) || digits.length === 8) return `tel:${digits}`;
  if ((digits.length === 11 || digits.length === 12) && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10 || digits.length === 11) return `tel:+55${digits}`;
  return null;
}

/** The WCAG contrast of a `#rrggbb` text colour on white (1 to 21). */
export function contrastOnWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/** The contrast a text colour needs on white to be read (WCAG AA, normal text). */
export const MIN_TEXT_CONTRAST = 4.5;
