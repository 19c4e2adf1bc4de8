/** What other areas may use of the identity module: creating a person with an identity, and ending or restoring their sign-in. */
export { ensureProfile, findIdentityByEmail, insertPerson, usuarioEmailTaken } from './auth.repository';
export { findIdentityByUsuario, revokeAllOfIdentity, updateIdentity } from './auth.repository';
/** Opening a session for an identity another area has verified (the customers' sign-in by code). */
export { authContextOf, type AuthContext } from './auth.context';
export { issueTokens } from './session.service';
