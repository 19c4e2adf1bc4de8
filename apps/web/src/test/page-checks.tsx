import type { ReactElement } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { type Action, rolesCan } from '@intranet/shared/access/permissions';
import { DEMO_ACCOUNTS } from '@intranet/shared/demo/demo-accounts';
import { MSG } from '@intranet/shared/validation/messages';
import { buttons } from './antd';
import { type StubAnswer, renderPage, signIn, stubApi } from './render-page';

/** A button of a page (its text or aria-label) and the action of the endpoint the button calls. */
export type GatedButton = { label: string; action: Action };

function shown(label: string): boolean {
  return (
    screen.queryAllByLabelText(label).length > 0 ||
    screen.queryAllByText(label, { selector: 'button span, button' }).length > 0
  );
}

/**
 * For every demo account: renders the page with the stubbed answers, waits for `ready`, and checks
 * that each button is shown exactly when the account may perform the action of its endpoint.
 */
export async function expectButtonsFollowPermissions(
  page: () => ReactElement,
  answers: StubAnswer[],
  ready: string,
  buttonsOfPage: GatedButton[],
) {
  for (const account of DEMO_ACCOUNTS) {
    signIn({ roles: account.roles });
    stubApi(answers);
    const view = renderPage(page());
    await screen.findByText(ready);
    for (const { label, action } of buttonsOfPage)
      expect(shown(label), `${account.key} (${account.roles.join(', ')}): ${label}`).toBe(
        rolesCan(account.roles, action),
      );
    view.unmount();
  }
}

/** Asks to delete the list's only row, confirms, and expects the server's `refusal` in the dialog. */
export async function expectRefusalInDeleteDialog(page: ReactElement, answers: StubAnswer[], refusal: string) {
  stubApi(answers);
  renderPage(page);
  fireEvent.click(await screen.findByLabelText('Excluir'));
  fireEvent.click(buttons('Excluir').at(-1)!);
  const dialog = (await screen.findByRole('dialog')) as HTMLElement;
  expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  return dialog;
}

/** Opens a screen at a path whose id is not a number: it shows not found and asks the server nothing. */
export async function expectNotFoundWithoutCalls(page: ReactElement, path: string, at: string) {
  const { calls } = stubApi([]);
  renderPage(page, { path, at });
  expect(await screen.findByText(MSG.notFound)).toBeInTheDocument();
  expect(calls).toEqual([]);
}
