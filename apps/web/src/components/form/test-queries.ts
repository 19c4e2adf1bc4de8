import { screen } from '@testing-library/react';

/** The texts of the top notifications on screen (tests). */
export function toasts(): string[] {
  return [...document.querySelectorAll('.ant-notification-notice')].map(
    (notice) => (notice.querySelector('.ant-notification-notice-title') ?? notice).textContent ?? '',
  );
}

/** The messages shown under the form field with this label (tests). */
export function errorsUnder(label: string): string {
  const item = screen.getByLabelText(label).closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain')?.textContent ?? '';
}
