import type { AccountResponse } from '@intranet/shared/client-panel/client-panel.schemas';

/** What each screen of the panel is given: where to draw, the customer's account and the chosen contract. */
export type ScreenContext = {
  main: HTMLElement;
  account: AccountResponse;
  /** The contract the contract screens show (`?contrato=`, else the first not cancelled). */
  contractId: number | null;
  /** Reads the account again (after an edit) and draws the screen anew. */
  refresh(): Promise<void>;
  /** The address of a screen, keeping the chosen contract. */
  href(screen: string): string;
};
