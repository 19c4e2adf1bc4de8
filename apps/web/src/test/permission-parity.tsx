import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { type Action, rolesCan } from '@intranet/shared/access/permissions';
import { DEMO_ACCOUNTS } from '@intranet/shared/demo/demo-accounts';
import { type StubAnswer, renderPage, signIn, stubApi } from './render-page';

/** A button of a page (its text or aria-label) and the action of the endpoint the button calls. */
export type GatedButton = { label: string; action: Action };

function shown(label: string): boolean {
  return screen.queryAllByLabelText(label).length > 0 || screen.queryAllByText(label, { selector: 'button span, button' }).length > 0;
}

/**
 * For every demo account: renders the page with the stubbed answers, waits for `ready`, and checks
 * that each button is shown exactly when the account may perform the action of its endpoint.
 */
export async function expectButtonsFollowPermissions(page: () => ReactElement, answers: StubAnswer[], ready: string, buttons: GatedButton[]) {
  for (const account of DEMO_ACCOUNTS) {
    signIn({ roles: account.roles });
    stubApi(answers);
    const view = renderPage(page());
    await screen.findByText(ready);
    for (const { label, action } of buttons) expect(shown(label), `${account.key} (${account.roles.join(', ')}): ${label}`).toBe(rolesCan(account.roles, action));
    view.unmount();
  }
}
