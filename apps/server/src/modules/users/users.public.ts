/** What other areas may use of the users module. */
export { assertCanReadUser, canReadUser } from './users.policy';
export { inviteUser } from './users-admin.service';
export { placementOf, selectPlaced } from './user-placement';
