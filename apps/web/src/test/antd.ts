import { fireEvent, screen, waitFor } from '@testing-library/react';

// Text and label queries: role queries over antd's markup are too slow for the pages' tests.

/** antd puts a button's text in a span inside it. */
const BUTTON_TEXT = { selector: 'button span, button' };

/** The button that shows a text. */
export function button(text: string): HTMLElement {
  return screen.getByText(text, BUTTON_TEXT).closest('button') as HTMLElement;
}

/** Every button that shows a text, in document order. */
export function buttons(text: string): HTMLElement[] {
  return screen.getAllByText(text, BUTTON_TEXT).map((found) => found.closest('button') as HTMLElement);
}

/** Waits for the button that shows a text. */
export async function findButton(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text, BUTTON_TEXT)).closest('button') as HTMLElement;
}

/** Opens the Select of a form field, found by its label (once it is enabled and its options arrived), and picks an option. */
export async function choose(label: string, option: string) {
  const options = await waitFor(
    () => {
      fireEvent.mouseDown(screen.getByLabelText(label));
      return screen.getAllByTitle(option);
    },
    { timeout: 10_000 },
  );
  fireEvent.click(options[options.length - 1]);
}
