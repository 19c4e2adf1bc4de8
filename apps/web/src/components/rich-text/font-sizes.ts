/** Font sizes offered by the editor toolbar. */
export const FONT_SIZES = ['12px', '14px', '16px', '18px', '20px', '24px', '28px', '32px'] as const;
