import { fireEvent, screen, waitFor } from '@testing-library/react';

/** The options the Select of a form field offers, found by its label (the dropdown is opened, then closed). */
export async function optionsOf(label: string): Promise<string[]> {
  const select = screen.getByLabelText(label);
  fireEvent.mouseDown(select);
  const dropdown = await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown')].filter(
      (d) => !d.classList.contains('ant-select-dropdown-hidden'),
    );
    if (!open.length) throw new Error(`the options of ${label} did not open`);
    return open.at(-1)!;
  });
  const titles = [...dropdown.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title') ?? '');
  fireEvent.keyDown(select, { key: 'Escape' });
  return titles;
}

/** The section of the form with this title (Mensagem WhatsApp, Mensagem E-mail, Mensagem SMS). */
export function section(title: string): HTMLElement {
  return screen.getByText(title, { selector: 'h3' }).closest('section') as HTMLElement;
}

/** The messages under the form field whose control has this id (the field name): for labels that a Select option repeats. */
export function errorsUnderField(id: string): string {
  const item = document.getElementById(id)?.closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain')?.textContent ?? '';
}

/** What the Select of a form field shows (its chosen option), by the field name. */
export function shownIn(id: string): string {
  return document.getElementById(id)?.closest('.ant-select')?.textContent ?? '';
}
